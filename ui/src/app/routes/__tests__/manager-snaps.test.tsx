import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { buildManager } from '@/testing/data';
import { signInAs } from '@/testing/handlers';
import {
  buildManagedCategory,
  buildManagedSnap,
  serveCategories,
  serveSnaps,
  snowVersions,
  snowWorkflow,
} from '@/testing/manager-catalogue';
import { renderApp } from '@/testing/render-app';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';

const packshots = buildManagedCategory();
const seasonal = buildManagedCategory({
  id: '51000000-0000-4000-8000-000000000009',
  name: 'Seasonal',
  position: 2,
});
const snowy = buildManagedSnap();
const retired = buildManagedSnap({
  id: '54000000-0000-4000-8000-000000000002',
  name: 'Retired',
  active: false,
  version: snowVersions[0]!,
  position: 2,
  stats: { runs: 0, successRate: null, ratings: 0, goodShare: null },
});

describe('/manager/snaps', () => {
  it('lists every snap with its category, pin, cost, status, order and 30 days', async () => {
    signInAs(buildManager());
    serveCategories([packshots]);
    serveSnaps([snowy, retired]);
    renderApp('/manager/snaps');

    expect(await screen.findByRole('heading', { level: 1, name: 'Snaps' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Snaps, in gallery order' });
    const [header, first, second] = within(table).getAllByRole('row');
    expect(header).toHaveTextContent('SnapCategoryWorkflowCostStatusOrderRunsSuccessRated good');
    expect(first).toHaveTextContent(
      'SnowyPackshotsSnow scene · v1(v2 published)2 tokensActive11275%50%of 4',
    );
    expect(second).toHaveTextContent('RetiredPackshotsSnow scene · v23 tokensInactive20——');
  });

  it('creates a snap pinned to a version chosen by its cost and date', async () => {
    signInAs(buildManager());
    serveCategories([packshots, seasonal]);
    serveSnaps([snowy]);
    const { user } = renderApp('/manager/snaps');

    await user.click(await screen.findByRole('button', { name: 'New snap' }));
    const drawer = await screen.findByRole('dialog', { name: 'New snap' });
    // Sent empty, the form says what is missing beside each field, not in the browser's bubble.
    expect(within(drawer).getByRole('form', { name: 'New snap' })).toHaveAttribute('novalidate');
    await user.click(within(drawer).getByRole('button', { name: 'Create snap' }));
    expect(await within(drawer).findByText('Give the snap a name.')).toBeVisible();
    expect(within(drawer).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('POST /api/manager/snaps')).toEqual([]);
    await user.type(within(drawer).getByLabelText('Name'), 'Frosty');
    await user.type(within(drawer).getByLabelText('Tags (comma-separated)'), 'winter, snow');
    await within(drawer).findByRole('option', { name: 'Seasonal' });
    await user.selectOptions(within(drawer).getByLabelText('Category'), 'Seasonal');
    await user.selectOptions(within(drawer).getByLabelText('Workflow'), 'Snow scene');
    // The newest version is chosen; each shows its cost and when it was published.
    const version = within(drawer).getByLabelText('Version');
    expect(version).toHaveDisplayValue('v2 · 3 tokens · published 25 Nov 2026');
    await user.selectOptions(version, 'v1 · 2 tokens · published 21 Nov 2026');
    await user.click(within(drawer).getByRole('switch', { name: /Active/ }));
    await user.click(within(drawer).getByRole('button', { name: 'Create snap' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('POST /api/manager/snaps')[0]?.body).toEqual({
      name: 'Frosty',
      description: '',
      tags: ['winter', 'snow'],
      categoryId: seasonal.id,
      workflowVersionId: snowVersions[1]!.id,
      active: false,
    });
  });

  it('moving a snap to a newer version shows what changes, then saves it', async () => {
    signInAs(buildManager());
    serveCategories([packshots]);
    serveSnaps([snowy]);
    server.use(
      http.get(`/api/workflows/${snowWorkflow.id}/diff`, () =>
        HttpResponse.json({
          addedNodes: [],
          removedNodes: [],
          movedNodes: [],
          renamedNodes: [],
          changedParams: [{ nodeId: 'packshot', param: 'background', from: 'white', to: 'black' }],
          addedEdges: [],
          removedEdges: [],
          addedNotes: [],
          removedNotes: [],
          changedNotes: [],
          names: { packshot: 'Packshot "packshot"' },
        }),
      ),
    );
    const { user } = renderApp('/manager/snaps');

    await user.click(await screen.findByRole('button', { name: 'Snowy' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit Snowy' });
    expect(within(drawer).getByLabelText('Name')).toHaveValue('Snowy');
    expect(within(drawer).queryByRole('region', { name: 'What changes' })).not.toBeInTheDocument();
    await user.selectOptions(
      within(drawer).getByLabelText('Version'),
      'v2 · 3 tokens · published 25 Nov 2026',
    );
    const changes = within(drawer).getByRole('region', { name: 'What changes' });
    expect(changes).toHaveTextContent('v1 → v2');
    expect(changes).toHaveTextContent(
      'From v1 (2 tokens, published 21 Nov 2026) to v2 (3 tokens, published 25 Nov 2026). A run will cost 3 tokens instead of 2.',
    );
    expect(
      await within(changes).findByText('Packshot "packshot": background "white" → "black"'),
    ).toBeVisible();
    expect(requestsTo(`GET /api/workflows/${snowWorkflow.id}/diff`)[0]?.url.search).toBe(
      '?from=1&to=2',
    );

    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(`PATCH /api/manager/snaps/${snowy.id}`)[0]?.body).toMatchObject({
      workflowVersionId: snowVersions[0]!.id,
      active: true,
      position: 1,
    });
  });
});
