import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';
import { type WorkflowGraph } from '@studio/workflows/graph/graph';

import { loginViaApi, newAccount, registerViaApi } from './support/accounts';
import { makeManager, withDatabase } from './support/database';
import { requiredEnv } from './support/env';
import { publishNextVersion, publishSnap } from './support/executions';

// Production Import, as the "Done when" says it: a manager exports the catalogue, imports
// the bundle into a fresh environment (dry run, then apply), and finds there the same workflow
// with the same versions, the same snap and the same category. The fresh environment is the
// test stack's second API, on a database of its own that was just migrated and seeded (see
// infra/src/run-tests.ts); its address and database come in E2E_IMPORT_BASE_URL and
// E2E_IMPORT_DATABASE_URL.

test.setTimeout(120_000);

const cutOut = (x: number): WorkflowGraph => ({
  nodes: [
    { id: 'photo', type: 'input.image', params: { name: 'image' }, position: { x: 0, y: 0 } },
    { id: 'cutout', type: 'image.remove-background', params: {}, position: { x, y: 0 } },
    {
      id: 'out',
      type: 'output.content',
      params: { contentType: 'static_image' },
      position: { x: 2 * x, y: 0 },
    },
  ],
  edges: [
    { id: 'e1', source: 'photo', sourcePort: 'image', target: 'cutout', targetPort: 'image' },
    { id: 'e2', source: 'cutout', sourcePort: 'image', target: 'out', targetPort: 'images' },
  ],
});

type Environment = 'E2E_DATABASE_URL' | 'E2E_IMPORT_DATABASE_URL';

/** The spec's own catalogue items as an environment's database holds them, by name. */
function catalogueOf(
  names: { workflow: string; snap: string; category: string },
  environment: Environment = 'E2E_DATABASE_URL',
) {
  return withDatabase(
    async (db) => ({
      versions: (await db('workflow_versions as v')
        .join('workflows as w', 'w.id', 'v.workflow_id')
        .where('w.name', names.workflow)
        .orderBy('v.version')
        .select('v.version', 'v.note', 'v.cost')) as Array<{ version: number; note: string }>,
      snap: (await db('snaps as s')
        .join('categories as c', 'c.id', 's.category_id')
        .join('workflow_versions as v', 'v.id', 's.workflow_version_id')
        .where('s.name', names.snap)
        .first('c.name as category', 'v.version', 's.is_active')) as unknown,
    }),
    environment,
  );
}

test('a manager exports the catalogue and imports it into a fresh environment: dry run, then apply', async ({
  page,
  browser,
}) => {
  const tag = test.info().testId.slice(0, 8);
  const names = {
    workflow: `Import Studio ${tag}`,
    snap: `Import Snap ${tag}`,
    category: `Imported ${tag}`,
  };
  const { workflowId, snapId } = await publishSnap(names.workflow, cutOut(200));
  await publishNextVersion(workflowId, cutOut(300));
  await withDatabase(async (db) => {
    const [category] = await db('categories')
      .insert({ name: names.category, position: 999 })
      .returning('id');
    const version = await db('workflow_versions').where({ workflow_id: workflowId, version: 2 });
    await db('snaps').where({ id: snapId }).update({
      name: names.snap,
      category_id: category.id,
      workflow_version_id: version[0].id,
    });
  });
  const before = await catalogueOf(names);
  expect(before.versions.map((v) => v.version)).toEqual([1, 2]);

  const manager = newAccount(test.info(), 'import-manager');
  await registerViaApi(page.request, manager);
  await makeManager(manager.email);
  await loginViaApi(page.request, manager);
  await page.goto('/manager/production-import');
  await expect(page.getByRole('heading', { level: 1, name: 'Production Import' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download bundle' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.bundle\.json$/);
  const bundlePath = test.info().outputPath('catalogue.bundle.json');
  await download.saveAs(bundlePath);
  const bundle = JSON.parse(await readFile(bundlePath, 'utf8')) as {
    workflows: Array<{ name: string; versions: unknown[] }>;
    snaps: Array<{ name: string }>;
  };
  expect(bundle.workflows.find((w) => w.name === names.workflow)?.versions).toHaveLength(2);
  expect(bundle.snaps.map((snap) => snap.name)).toContain(names.snap);

  // The fresh environment, in a browser context of its own (cookies are per host, not port).
  const target = await browser.newContext({ baseURL: requiredEnv('E2E_IMPORT_BASE_URL') });
  const there = await target.newPage();
  const targetManager = newAccount(test.info(), 'import-target');
  await registerViaApi(there.request, targetManager);
  await makeManager(targetManager.email, 'E2E_IMPORT_DATABASE_URL');
  await loginViaApi(there.request, targetManager);
  await there.goto('/manager/production-import');
  expect(await catalogueOf(names, 'E2E_IMPORT_DATABASE_URL')).toEqual({
    versions: [],
    snap: undefined,
  });

  await there.getByLabel('Choose a bundle file (.json)').setInputFiles(bundlePath);
  await expect(there.getByRole('heading', { name: 'What the import would do' })).toBeVisible();
  const item = (region: string, name: string) =>
    there.getByRole('region', { name: region }).getByRole('listitem').filter({ hasText: name });
  await expect(item('Categories', names.category)).toContainText('New');
  await expect(item('Workflows', names.workflow)).toContainText('Versions 1, 2');
  await expect(item('Workflows', names.workflow)).toContainText('New');
  await expect(item('Snaps', names.snap)).toContainText('New');
  // The dry run wrote nothing.
  expect((await catalogueOf(names, 'E2E_IMPORT_DATABASE_URL')).versions).toEqual([]);

  await there.getByRole('button', { name: 'Apply import' }).click();
  await expect(there.getByText(/^Imported: \d+ new and \d+ changed/)).toBeVisible();
  expect(await catalogueOf(names, 'E2E_IMPORT_DATABASE_URL')).toEqual(before);

  // There, the imported snap is in a creator's gallery, in its category.
  const gallery = (await (await there.request.get('/api/snaps')).json()) as Array<{
    name: string;
    category: string;
  }>;
  expect(gallery.find((snap) => snap.name === names.snap)?.category).toBe(names.category);
  await target.close();
});
