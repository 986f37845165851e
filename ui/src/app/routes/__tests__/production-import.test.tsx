import { type ImportPlan } from '@studio/api/contract/catalogue-bundle';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { buildManager } from '@/testing/data';
import { apiError, signInAs } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';

const plan = (dryRun: boolean): ImportPlan => ({
  dryRun,
  categories: [{ name: 'Studio', action: 'create' }],
  workflows: [
    { name: 'Packshots', action: 'update', newVersions: [3, 4] },
    { name: 'Flat Lay', action: 'unchanged', newVersions: [] },
  ],
  snaps: [{ name: 'White Packshot', action: 'update', changes: ['version', 'cover'] }],
});

const bundleFile = (text: string, name = 'catalogue.bundle.json') =>
  new File([text], name, { type: 'application/json' });

function serveImport() {
  server.use(
    http.post('/api/manager/bundle/import', ({ request }) =>
      HttpResponse.json(plan(new URL(request.url).searchParams.get('dryRun') === 'true')),
    ),
  );
}

describe('/manager/production-import', () => {
  it('offers the catalogue as a download', async () => {
    signInAs(buildManager());
    renderApp('/manager/production-import');
    const link = await screen.findByRole('link', { name: 'Download bundle' });
    expect(link).toHaveAttribute('href', '/api/manager/bundle');
    expect(link).toHaveAttribute('download');
  });

  it('shows what a bundle would change before anything does, then applies it', async () => {
    signInAs(buildManager());
    serveImport();
    renderApp('/manager/production-import');
    await userEvent.upload(
      await screen.findByLabelText('Choose a bundle file (.json)'),
      bundleFile('{"schemaVersion":1}'),
    );

    expect(await screen.findByText('What the import would do')).toBeVisible();
    expect(requestsTo('POST /api/manager/bundle/import').map((r) => r.url.search)).toEqual([
      '?dryRun=true',
    ]);
    expect(screen.getByRole('region', { name: 'Import a bundle' })).toHaveTextContent(
      '1 new, 2 with changes, 1 unchanged.',
    );
    const workflows = screen.getByRole('region', { name: 'Workflows' });
    const [first, second] = within(workflows).getAllByRole('listitem');
    expect(first).toHaveTextContent('PackshotsAdds versions 3, 4Changes');
    expect(second).toHaveTextContent('Flat LayUnchanged');
    expect(screen.getByRole('region', { name: 'Snaps' })).toHaveTextContent(
      'White PackshotChanges version, cover',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Apply import' }));
    expect(await screen.findByText(/Imported: 1 new and 2 changed/)).toBeVisible();
    expect(requestsTo('POST /api/manager/bundle/import').map((r) => r.url.search)).toEqual([
      '?dryRun=true',
      '?dryRun=false',
    ]);
  });

  it('lists every problem of a refused bundle, and refuses a file that is not JSON unsent', async () => {
    signInAs(buildManager());
    server.use(
      http.post('/api/manager/bundle/import', () =>
        apiError(422, 'invalid_bundle', 'The bundle cannot be imported: two problems', {
          problems: [
            { path: 'snaps[0].category', message: 'The snap “A” is in the category “Nowhere”.' },
            { path: 'workflows[1].versions[0]', message: 'Version 1 of “B” differs.' },
          ],
        }),
      ),
    );
    renderApp('/manager/production-import');
    const chooser = await screen.findByLabelText('Choose a bundle file (.json)');
    await userEvent.upload(chooser, bundleFile('{}'));
    const problems = await screen.findByRole('list', { name: 'Problems' });
    expect(within(problems).getAllByRole('listitem')).toHaveLength(2);
    expect(problems).toHaveTextContent('The snap “A” is in the category “Nowhere”.');
    expect(screen.getByText(/2 problems\. Nothing was changed\./)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Apply import' })).not.toBeInTheDocument();

    await userEvent.upload(
      screen.getByLabelText('catalogue.bundle.json'),
      bundleFile('not json', 'notes.json'),
    );
    expect(await screen.findByText(/“notes\.json” is not a JSON file/)).toBeVisible();
    expect(requestsTo('POST /api/manager/bundle/import')).toHaveLength(1);
  });
});
