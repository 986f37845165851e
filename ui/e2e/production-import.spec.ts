import { readFile, writeFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';
import { type WorkflowGraph } from '@studio/workflows/graph/graph';

import { loginViaApi, newAccount, registerViaApi } from './support/accounts';
import { makeManager, withDatabase } from './support/database';
import { publishNextVersion, publishSnap } from './support/executions';

// Production Import, as the "Done when" says it: a manager exports the catalogue, and
// imports the bundle where that catalogue is missing (dry run, then apply), and finds the same
// workflow with the same versions, the same snap and the same category. Here "where it is
// missing" is this stack's database with the spec's own catalogue items deleted; an import into a
// wholly fresh database is api/src/__tests__/catalogue-bundle.test.ts.

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

/** The spec's own catalogue items as the database holds them, by name. */
function catalogueOf(names: { workflow: string; snap: string; category: string }) {
  return withDatabase(async (db) => ({
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
  }));
}

test('a manager exports the catalogue and imports it where it is missing: dry run, then apply', async ({
  page,
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
    categories: Array<{ name: string }>;
    workflows: Array<{ name: string; versions: unknown[] }>;
    snaps: Array<{ name: string }>;
  };
  expect(bundle.workflows.find((w) => w.name === names.workflow)?.versions).toHaveLength(2);
  expect(bundle.snaps.map((snap) => snap.name)).toContain(names.snap);
  // Only the spec's own items travel on: specs running beside this one change their snaps
  // meanwhile, and an import of the whole bundle would set those back.
  const ownPath = test.info().outputPath('own.bundle.json');
  await writeFile(
    ownPath,
    JSON.stringify({
      ...bundle,
      categories: bundle.categories.filter((c) => c.name === names.category),
      workflows: bundle.workflows.filter((w) => w.name === names.workflow),
      snaps: bundle.snaps.filter((snap) => snap.name === names.snap),
    }),
  );

  // The other environment: the spec's items are not there.
  await withDatabase(async (db) => {
    await db('snaps').where({ id: snapId }).del();
    await db('workflow_versions').where({ workflow_id: workflowId }).del();
    await db('workflows').where({ id: workflowId }).del();
    await db('categories').where({ name: names.category }).del();
  });

  await page.getByLabel('Choose a bundle file (.json)').setInputFiles(ownPath);
  await expect(page.getByRole('heading', { name: 'What the import would do' })).toBeVisible();
  const item = (region: string, name: string) =>
    page.getByRole('region', { name: region }).getByRole('listitem').filter({ hasText: name });
  await expect(item('Categories', names.category)).toContainText('New');
  await expect(item('Workflows', names.workflow)).toContainText('Versions 1, 2');
  await expect(item('Workflows', names.workflow)).toContainText('New');
  await expect(item('Snaps', names.snap)).toContainText('New');
  // The dry run wrote nothing.
  expect((await catalogueOf(names)).versions).toEqual([]);

  await page.getByRole('button', { name: 'Apply import' }).click();
  await expect(page.getByText(/Imported: 3 new and 0 changed/)).toBeVisible();
  expect(await catalogueOf(names)).toEqual(before);

  // The imported snap is in a creator's gallery again, in its category.
  const gallery = (await (await page.request.get('/api/snaps')).json()) as Array<{
    name: string;
    category: string;
  }>;
  expect(gallery.find((snap) => snap.name === names.snap)?.category).toBe(names.category);
});
