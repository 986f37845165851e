import { type WorkflowSummary } from '@studio/api/contract/workflows';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { buildManager } from '@/testing/data';
import { apiError, signInAs } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';

function summary(overrides: Partial<WorkflowSummary> = {}): WorkflowSummary {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'White Packshot',
    description: 'Clean studio shot',
    kind: 'snap',
    latestVersion: { version: 2, publishedAt: '2026-11-20T10:00:00.000Z' },
    draftChanged: true,
    snaps: [{ id: 's1', name: 'White Packshot', version: 1 }],
    runsLast7Days: 40,
    failureRateLast7Days: 0.25,
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

const serveList = (workflows: WorkflowSummary[]) =>
  server.use(http.get('/api/workflows', () => HttpResponse.json({ workflows })));

describe('/workflows', () => {
  it('invites the first workflow when there is none', async () => {
    signInAs(buildManager());
    renderApp('/workflows');
    expect(await screen.findByRole('heading', { name: 'No workflows yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New workflow' }).at(-1)).toHaveAttribute(
      'href',
      '/workflows/new',
    );
  });

  it('lists each workflow with its version, snaps and failure rate; search narrows it', async () => {
    signInAs(buildManager());
    serveList([
      summary(),
      summary({
        id: '00000000-0000-4000-8000-000000000002',
        name: 'Flat Lay',
        description: '',
        latestVersion: null,
        snaps: [],
        runsLast7Days: 0,
        kind: 'subsnap',
      }),
    ]);
    const { user } = renderApp('/workflows');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'White Packshot',
      'Flat Lay',
    ]);
    expect(rows[0]).toHaveTextContent('v2');
    expect(rows[0]).toHaveTextContent('Draft changed');
    expect(rows[0]).toHaveTextContent('White Packshot (v1)');
    expect(rows[0]).toHaveTextContent('25% failed');
    expect(rows[1]).toHaveTextContent('Never');
    // A sub-snap says so beside its name; a snap's workflow does not.
    expect(rows[1]).toHaveTextContent('Sub-snap');
    expect(rows[0]).not.toHaveTextContent('Sub-snap');

    await user.type(screen.getByRole('searchbox', { name: 'Search workflows' }), 'flat');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('link', { name: 'Flat Lay' })).toHaveAttribute(
      'href',
      '/workflows/00000000-0000-4000-8000-000000000002/editor',
    );
  });

  it('warns before asking that snaps run the workflow, naming them, and offers no Delete', async () => {
    signInAs(buildManager());
    serveList([summary()]);
    const { user } = renderApp('/workflows');
    await user.click(await screen.findByRole('button', { name: 'Actions for White Packshot' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “White Packshot”?' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'It cannot be deleted while snaps run it: White Packshot (v1). Move that snap to another workflow first.',
    );
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(requestsTo('DELETE /api/workflows/00000000-0000-4000-8000-000000000001')).toHaveLength(
      0,
    );
  });

  it('explains why a workflow that past runs refer to cannot be deleted', async () => {
    signInAs(buildManager());
    serveList([summary({ snaps: [] })]);
    server.use(
      http.delete('/api/workflows/:id', () =>
        apiError(409, 'workflow_in_use', 'This workflow is in use.', { snaps: 2, executions: 5 }),
      ),
    );
    const { user } = renderApp('/workflows');
    await user.click(await screen.findByRole('button', { name: 'Actions for White Packshot' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “White Packshot”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'It cannot be deleted: 2 snaps run it and 5 past runs refer to its versions.',
    );
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('lists every problem of a refused workflow file in a dialog that stays, naming the step', async () => {
    signInAs(buildManager());
    serveList([summary()]);
    server.use(
      http.post('/api/workflows/import', () =>
        HttpResponse.json(
          {
            error: 'invalid_workflow_file',
            message: 'This is not a workflow file this version can import.',
            problems: [
              {
                code: 'invalid_workflow_file',
                nodeId: 'packshot',
                message:
                  'Step “packshot”, “position.x”: invalid input: expected number, received string.',
              },
              { code: 'invalid_workflow_file', message: '“name”: invalid input.' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp('/workflows');
    await screen.findByRole('table');
    const file = new File([JSON.stringify({ schemaVersion: 1 })], 'shop.workflow.json', {
      type: 'application/json',
    });
    // jsdom's File reads no text; the browser's does.
    Object.assign(file, { text: async () => JSON.stringify({ schemaVersion: 1 }) });
    fireEvent.change(screen.getByTestId('import-workflow-file'), { target: { files: [file] } });
    await waitFor(() => expect(requestsTo('POST /api/workflows/import')).toHaveLength(1));
    const dialog = await screen.findByRole('dialog', {
      name: 'The workflow could not be imported',
    });
    expect(dialog).toHaveTextContent('shop.workflow.json has 2 problems; nothing was imported.');
    const problems = within(dialog).getAllByRole('listitem');
    expect(problems[0]).toHaveTextContent('Step “packshot”, “position.x”');
    expect(problems[0]).toHaveTextContent('Step id: packshot');
    expect(problems[1]).toHaveTextContent('“name”: invalid input.');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the same list in the manager panel', async () => {
    signInAs(buildManager());
    serveList([summary()]);
    renderApp('/manager/workflows');
    expect(await screen.findByRole('link', { name: 'White Packshot' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Manager Panel' })).toBeInTheDocument();
  });
});

describe('/workflows/new', () => {
  it('creates from a built-in and opens the editor', async () => {
    signInAs(buildManager());
    let sent: unknown;
    server.use(
      http.post('/api/workflows', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          summary({ id: '00000000-0000-4000-8000-000000000009', name: 'Mine' }),
          { status: 201 },
        );
      }),
      http.get('/api/workflows/:id', () =>
        apiError(404, 'workflow_not_found', 'Workflow not found'),
      ),
    );
    const { user, router } = renderApp('/workflows/new');
    await user.click(await screen.findByRole('button', { name: 'Create and open' }));
    expect(await screen.findByText('Give the workflow a name.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Mine');
    await user.click(screen.getByRole('radio', { name: /A built-in workflow/ }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Built-in workflow' }),
      'Flat Lay',
    );
    await user.click(screen.getByRole('button', { name: 'Create and open' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/workflows/00000000-0000-4000-8000-000000000009/editor',
      ),
    );
    expect(sent).toEqual({
      name: 'Mine',
      description: '',
      from: { kind: 'built-in', name: 'Flat Lay' },
    });
  });

  it('says a taken name in the server’s words', async () => {
    signInAs(buildManager());
    server.use(
      http.post('/api/workflows', () =>
        apiError(409, 'workflow_name_taken', 'A workflow with this name already exists.'),
      ),
    );
    const { user } = renderApp('/workflows/new');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'White Packshot');
    await user.click(screen.getByRole('button', { name: 'Create and open' }));
    expect(
      await screen.findByText('A workflow with this name already exists.'),
    ).toBeInTheDocument();
  });
});

describe('/workflows/:id/editor', () => {
  it('shows the not-found screen for an unknown workflow', async () => {
    signInAs(buildManager());
    server.use(
      http.get('/api/workflows/:id', () =>
        apiError(404, 'workflow_not_found', 'Workflow not found'),
      ),
    );
    renderApp('/workflows/00000000-0000-4000-8000-00000000000f/editor');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });
});
