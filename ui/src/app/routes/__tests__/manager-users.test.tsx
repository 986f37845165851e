import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { buildManager, buildTransaction } from '@/testing/data';
import { apiError, signInAs } from '@/testing/handlers';
import { buildManagedUser, serveManagerUsers } from '@/testing/manager-users';
import { renderApp } from '@/testing/render-app';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';
import { findToast } from '@/testing/toasts';

const ada = buildManagedUser();
const listCalls = () =>
  requestsTo('GET /api/manager/users').map((request) => request.url.searchParams.toString());

async function openAdasDrawer() {
  await userEvent.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
  return screen.findByRole('dialog', { name: 'Ada Lovelace' });
}

describe('/manager (Users & Credits)', () => {
  it('lists users under the filters in the URL, and a filter change goes to the URL and the server', async () => {
    signInAs(buildManager());
    serveManagerUsers([ada]);
    const { router } = renderApp('/manager?q=ada&role=user&page=2');

    expect(await screen.findByRole('heading', { level: 1, name: 'Users & Credits' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Users, newest first' });
    const [header, row] = within(table).getAllByRole('row');
    expect(header).toHaveTextContent('NameEmailRoleVerifiedPlanBalanceContentJoinedLast seen');
    expect(row).toHaveTextContent('Ada Lovelace');
    expect(row).toHaveTextContent('ada@example.com');
    expect(row).toHaveTextContent('Creator');
    expect(row).toHaveTextContent('No plan');
    expect(listCalls()).toContain('q=ada&role=user&page=2&limit=25');
    expect(screen.getByLabelText('Search')).toHaveValue('ada');

    await userEvent.selectOptions(screen.getByLabelText('Verified'), 'Not verified');
    // A new filter starts again from the first page.
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=ada&role=user&verified=false'),
    );
    await waitFor(() => expect(listCalls()).toContain('q=ada&role=user&verified=false&limit=25'));

    expect(screen.getByRole('region', { name: 'Headline figures' })).toHaveTextContent('42');
    expect(screen.getByText(/55 granted/)).toBeInTheDocument();
  });

  it('opens a user’s drawer with their transactions and runs, and keeps it in the URL', async () => {
    signInAs(buildManager());
    serveManagerUsers([ada], {
      transactions: [buildTransaction({ kind: 'adjust', amount: 15, reason: 'Outage refund' })],
      runs: [
        {
          id: '7a000000-0000-4000-8000-000000000001',
          snapName: 'White Packshot',
          status: 'succeeded',
          createdAt: '2026-11-24T09:00:00.000Z',
        },
      ],
    });
    const { router } = renderApp('/manager');
    const drawer = await openAdasDrawer();

    expect(router.state.location.search).toBe(`?user=${ada.id}`);
    expect(await within(drawer).findByText('20 credits')).toBeVisible();
    const transactions = within(drawer).getByRole('list', { name: 'Recent transactions' });
    expect(transactions).toHaveTextContent('Outage refund');
    expect(transactions).toHaveTextContent('+15');
    expect(within(drawer).getByRole('link', { name: 'White Packshot' })).toHaveAttribute(
      'href',
      '/manager/workflow-executions/7a000000-0000-4000-8000-000000000001',
    );

    // Escape closes it, and the URL forgets it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('lists the user’s API keys in the drawer and revokes one after a second click', async () => {
    signInAs(buildManager());
    serveManagerUsers([ada]);
    const active = {
      id: '70000000-0000-4000-8000-000000000001',
      name: 'Shopify sync',
      scope: 'runs' as const,
      prefix: 'sk_live_AbCd',
      createdAt: '2026-11-28T10:00:00.000Z',
      lastUsedAt: '2026-11-29T09:00:00.000Z',
      revokedAt: null as string | null,
      requestsPerMinute: 120,
      runsInFlight: 10,
    };
    let keys = [active];
    server.use(
      http.get(`/api/manager/users/${ada.id}/api-keys`, () => HttpResponse.json({ keys })),
      http.delete('/api/manager/api-keys/:id', () => {
        keys = [{ ...active, revokedAt: '2026-11-29T12:00:00.000Z' }];
        return HttpResponse.json(keys[0]);
      }),
    );
    renderApp('/manager');
    const drawer = await openAdasDrawer();
    const list = await within(drawer).findByRole('list', { name: 'API keys' });
    expect(list).toHaveTextContent('Shopify sync');
    expect(list).toHaveTextContent('sk_live_AbCd… · Run snaps');

    await userEvent.click(
      within(list).getByRole('button', { name: 'Revoke the key Shopify sync' }),
    );
    expect(requestsTo(`DELETE /api/manager/api-keys/${active.id}`)).toHaveLength(0);
    await userEvent.click(within(list).getByRole('button', { name: 'Revoke now' }));
    expect(await within(list).findByText(/^Revoked /)).toBeVisible();
    expect(requestsTo(`DELETE /api/manager/api-keys/${active.id}`)).toHaveLength(1);
  });

  it('changes a key’s limits from the drawer', async () => {
    signInAs(buildManager());
    serveManagerUsers([ada]);
    let key = {
      id: '70000000-0000-4000-8000-000000000002',
      name: 'Catalogue sync',
      scope: 'runs' as const,
      prefix: 'sk_live_WxYz',
      createdAt: '2026-11-28T10:00:00.000Z',
      lastUsedAt: null,
      revokedAt: null,
      requestsPerMinute: 120,
      runsInFlight: 10,
    };
    server.use(
      http.get(`/api/manager/users/${ada.id}/api-keys`, () => HttpResponse.json({ keys: [key] })),
      http.patch('/api/manager/api-keys/:id', async ({ request }) => {
        key = { ...key, ...((await request.json()) as object) };
        return HttpResponse.json(key);
      }),
    );
    renderApp('/manager');
    const drawer = await openAdasDrawer();
    const list = await within(drawer).findByRole('list', { name: 'API keys' });
    expect(list).toHaveTextContent('120 requests a minute · 10 runs at once');
    await userEvent.click(
      within(list).getByRole('button', { name: 'Change the limits of the key Catalogue sync' }),
    );
    const form = within(list).getByRole('form', { name: 'Limits of the key Catalogue sync' });
    const runs = within(form).getByRole('spinbutton', { name: 'Runs at once' });
    await userEvent.clear(runs);
    await userEvent.type(runs, '25');
    await userEvent.click(within(form).getByRole('button', { name: 'Save limits' }));
    expect(await within(list).findByText('120 requests a minute · 25 runs at once')).toBeVisible();
    expect(requestsTo(`PATCH /api/manager/api-keys/${key.id}`)[0]!.body).toEqual({
      requestsPerMinute: 120,
      runsInFlight: 25,
    });
  });

  it('grants credits only with a reason', async () => {
    signInAs(buildManager());
    serveManagerUsers([ada]);
    server.use(
      http.post('/api/manager/users/:id/credits', () =>
        HttpResponse.json({ credits: 35, transaction: buildTransaction() }, { status: 201 }),
      ),
    );
    renderApp('/manager');
    const drawer = await openAdasDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Grant or deduct credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant or deduct credits' });

    await userEvent.type(within(dialog).getByLabelText('Credits'), '15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant credits' }));
    expect(within(dialog).getByText('Give a reason of at least 3 characters')).toBeVisible();
    expect(requestsTo('POST /api/manager/users/:id/credits')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Outage refund');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant credits' }));
    expect(await findToast('Credits granted')).toBeVisible();
    const [grant] = requestsTo(`POST /api/manager/users/${ada.id}/credits`);
    expect(grant?.body).toEqual({ amount: 15, reason: 'Outage refund' });
  });

  it('shows the server’s refusal of a role change in its own words', async () => {
    const mona = buildManagedUser({
      id: '6f1c2b4a-0000-4000-8000-000000000002',
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'manager',
    });
    signInAs(buildManager());
    serveManagerUsers([mona]);
    server.use(
      http.patch('/api/manager/users/:id/role', () =>
        apiError(
          409,
          'last_manager',
          'This is the last manager: make someone else a manager first.',
        ),
      ),
    );
    renderApp('/manager');
    const drawer = await openAdasDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Change role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Ada Lovelace a creator?' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Left the team');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make creator' }));

    expect(
      await within(dialog).findByText(
        'This is the last manager: make someone else a manager first.',
      ),
    ).toBeVisible();
    expect(requestsTo(`PATCH /api/manager/users/${mona.id}/role`)[0]?.body).toEqual({
      role: 'user',
      reason: 'Left the team',
    });
  });

  it('says when no user matches, and offers to clear the filters', async () => {
    signInAs(buildManager());
    serveManagerUsers([]);
    const { router } = renderApp('/manager?verified=false');
    expect(
      await screen.findByRole('heading', { name: 'No user matches these filters' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show every user' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('offers to try again when the list cannot be fetched', async () => {
    signInAs(buildManager());
    serveManagerUsers([ada]);
    let fail = true;
    server.use(
      http.get('/api/manager/users', () =>
        fail
          ? apiError(500, 'internal_error')
          : HttpResponse.json({ users: [ada], total: 1, page: 1, limit: 25 }),
      ),
    );
    renderApp('/manager');
    expect(await screen.findByText('Failed to fetch users.')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Ada Lovelace' })).toBeVisible();
  });
});
