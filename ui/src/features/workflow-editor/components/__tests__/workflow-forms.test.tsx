import { type WorkflowDetail, type WorkflowSummary } from '@studio/api/contract/workflows';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { AppProvider } from '@/app/provider';
import { buildManager } from '@/testing/data';
import { signInAs } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';
import { PublishDialog } from '../publish-dialog';

const WORKFLOW_ID = '00000000-0000-4000-8000-000000000001';

const copyable: WorkflowSummary = {
  id: WORKFLOW_ID,
  name: 'White Packshot',
  description: '',
  kind: 'snap',
  latestVersion: null,
  draftChanged: true,
  snaps: [],
  runsLast7Days: 0,
  failureRateLast7Days: 0,
  updatedAt: '2026-11-21T10:00:00.000Z',
};

const MINE = '00000000-0000-4000-8000-000000000009';

/** A workflow as the editor reads it: an empty draft, nothing published. */
const emptyDetail: WorkflowDetail = {
  id: WORKFLOW_ID,
  name: 'White Packshot',
  description: '',
  kind: 'snap',
  draft: {
    graph: { nodes: [], edges: [] } as unknown as WorkflowDetail['draft']['graph'],
    revision: 1,
    updatedAt: '2026-11-21T10:00:00.000Z',
    updatedBy: null,
    problems: [],
    cost: 0,
  },
  versions: [],
};

describe('new workflow form', () => {
  it('keeps the name’s message until Create is pressed again, and copies a chosen workflow', async () => {
    signInAs(buildManager());
    server.use(
      http.get('/api/workflows', () => HttpResponse.json({ workflows: [copyable] })),
      http.post('/api/workflows', () =>
        HttpResponse.json(
          { ...copyable, id: '00000000-0000-4000-8000-000000000009', name: 'Mine' },
          { status: 201 },
        ),
      ),
      // The editor the new workflow opens in: awaited below, so no request outlives the test.
      http.get(`/api/workflows/${MINE}`, () =>
        HttpResponse.json({ ...emptyDetail, id: MINE, name: 'Mine' }),
      ),
      http.get(`/api/workflows/${MINE}/pins`, () => HttpResponse.json({ pins: [] })),
      http.get(`/api/workflows/${MINE}/test-runs`, () => HttpResponse.json({ runs: [] })),
    );
    const { user, router } = renderApp('/workflows/new');
    const create = await screen.findByRole('button', { name: 'Create and open' });

    await user.type(screen.getByRole('textbox', { name: 'Name' }), '   ');
    await user.click(create);
    expect(await screen.findByText('Give the workflow a name.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Mine ');
    expect(screen.getByText('Give the workflow a name.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Description (optional)'), 'A copy');
    await user.click(await screen.findByRole('radio', { name: /A copy of a workflow/ }));
    expect(create).toBeDisabled();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Workflow to copy' }),
      'White Packshot',
    );
    expect(create).toBeEnabled();
    await user.click(create);

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/workflows/00000000-0000-4000-8000-000000000009/editor',
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Mine' })).toBeInTheDocument();
    expect(requestsTo('POST /api/workflows')[0]?.body).toEqual({
      name: 'Mine',
      description: 'A copy',
      from: { kind: 'workflow', workflowId: WORKFLOW_ID },
    });
  });
});

describe('publish dialog', () => {
  const workflow: WorkflowDetail = {
    ...emptyDetail,
    draft: { ...emptyDetail.draft, revision: 3, cost: 1 },
  };

  it('saves the draft, then publishes with the note as the contract takes it', async () => {
    server.use(
      http.post(`/api/workflows/${WORKFLOW_ID}/publish`, () =>
        HttpResponse.json(
          {
            version: {
              version: 1,
              note: 'Softer shadow',
              publishedAt: '2026-11-21T11:00:00.000Z',
              publishedBy: null,
              cost: 1,
            },
            snapsOnOlderVersions: [],
          },
          { status: 201 },
        ),
      ),
    );
    const user = userEvent.setup();
    render(
      <AppProvider>
        <PublishDialog
          workflow={workflow}
          open
          onOpenChange={() => {}}
          saveDraft={() => Promise.resolve(true)}
          problemCount={0}
        />
      </AppProvider>,
    );

    expect(await screen.findByRole('dialog', { name: 'Publish version 1' })).toBeVisible();
    expect(await screen.findByText('Everything on the canvas becomes version 1.')).toBeVisible();
    await user.type(screen.getByLabelText('What changed (optional)'), '  Softer shadow  ');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByRole('dialog', { name: 'Published version 1' })).toBeVisible();
    expect(requestsTo(`POST /api/workflows/${WORKFLOW_ID}/publish`)[0]?.body).toEqual({
      note: 'Softer shadow',
    });
  });
});
