import { type ApiKeyView } from '@studio/api/contract/api-keys';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { buildUser } from '@/testing/data';
import { apiError, signInAs } from '@/testing/handlers';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render-app';

beforeEach(() => {
  // Failed calls are logged by the API client; these tests make them on purpose.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

const SECRET = 'sk_live_AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const key = (overrides: Partial<ApiKeyView> = {}): ApiKeyView => ({
  id: '70000000-0000-4000-8000-000000000001',
  name: 'Shopify sync',
  scope: 'runs',
  prefix: 'sk_live_AbCd',
  createdAt: '2026-11-29T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  requestsPerMinute: 120,
  runsInFlight: 10,
  ...overrides,
});

describe('/settings, developers section', () => {
  it('says there are no keys yet, and makes one that is shown once to copy', async () => {
    signInAs(buildUser());
    let keys: ApiKeyView[] = [];
    server.use(
      http.get('/api/api-keys', () => HttpResponse.json({ keys })),
      http.post('/api/api-keys', () => {
        keys = [key()];
        return HttpResponse.json({ key: key(), secret: SECRET }, { status: 201 });
      }),
    );
    const { user } = renderApp('/settings?section=developers');
    const section = await screen.findByRole('region', { name: 'Developers' });
    expect(await within(section).findByText('No API keys yet')).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'New API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API key' });
    // Nothing is sent without a name: the field says why.
    await user.click(within(dialog).getByRole('button', { name: 'Make the key' }));
    expect(
      await within(dialog).findByText('Give the key a name, so you can tell it apart.'),
    ).toBeVisible();
    expect(requestsTo('POST /api/api-keys')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Shopify sync');
    await user.click(within(dialog).getByRole('radio', { name: /Read content/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Make the key' }));
    const shown = await screen.findByRole('dialog', { name: 'Your key “Shopify sync”' });
    expect(within(shown).getByLabelText('The API key')).toHaveTextContent(SECRET);
    expect(requestsTo('POST /api/api-keys')[0]!.body).toEqual({
      name: 'Shopify sync',
      scope: 'content',
    });
    await user.click(within(shown).getByRole('button', { name: 'Done' }));

    // Listed without its secret: its first characters, what it may do, never used.
    const table = await within(section).findByRole('table', {
      name: 'Your API keys, newest first',
    });
    const row = within(table).getByTestId(`api-key-${key().id}`);
    expect(row).toHaveTextContent('sk_live_AbCd…');
    expect(row).toHaveTextContent('Run snaps');
    expect(row).toHaveTextContent('Never');
    expect(section).not.toHaveTextContent(SECRET);
  });

  it('revokes a key after asking, and shows a revoked key as such', async () => {
    signInAs(buildUser());
    let keys = [key()];
    server.use(
      http.get('/api/api-keys', () => HttpResponse.json({ keys })),
      http.delete('/api/api-keys/:id', () => {
        keys = [key({ revokedAt: '2026-11-29T11:00:00.000Z' })];
        return HttpResponse.json(keys[0]);
      }),
    );
    const { user } = renderApp('/settings?section=developers');
    const section = await screen.findByRole('region', { name: 'Developers' });
    await user.click(
      await within(section).findByRole('button', { name: 'Revoke the key Shopify sync' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Revoke “Shopify sync”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke the key' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(`DELETE /api/api-keys/${key().id}`)).toHaveLength(1);
    expect(await within(section).findByText(/^Revoked /)).toBeVisible();
    expect(within(section).queryByRole('button', { name: /Revoke the key/ })).toBeNull();
  });

  it('says when the keys cannot be loaded, and tries again', async () => {
    signInAs(buildUser());
    server.use(http.get('/api/api-keys', () => apiError(500, 'internal_error')));
    renderApp('/settings?section=developers');
    const section = await screen.findByRole('region', { name: 'Developers' });
    expect(await within(section).findByText(/Failed to fetch your API keys/)).toBeVisible();
  });
});
