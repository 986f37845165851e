import request from 'supertest';
import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import { solidPng } from '@studio/infra/testing/content-fixtures';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import {
  CSRF,
  registerAndSignIn,
  registerManager,
  type SignedIn,
} from '@studio/infra/testing/test-users';
import { workflowWithDraft } from '@studio/infra/testing/editor-drafts';
import { type CatalogueBundle, importPlanSchema } from '../contract/catalogue-bundle';
import {
  createdSubsnapSchema,
  subsnapListSchema,
  workflowDetailSchema,
  workflowVersionSchema,
} from '../contract/workflows';
import { addSnap } from '../domain/snaps/snap-writes';
import { saveImage } from '../domain/storage/stored-files';
import {
  createWorkflow,
  publishVersion,
  saveDraft,
} from '../domain/workflows/workflow-definitions';

// Production Import: the catalogue exported from one environment and imported into another
// whose catalogue is empty (a second app on its own database), then again, then changed.

let source: TestApp;
let target: TestApp;
let sourceManager: SignedIn;
let targetManager: SignedIn;
let graph: WorkflowGraph;
const moved = (g: WorkflowGraph, dx: number): WorkflowGraph => ({
  ...g,
  nodes: g.nodes.map((node, i) =>
    i === 0 ? { ...node, position: { x: node.position.x + dx, y: node.position.y } } : node,
  ),
});

beforeAll(async () => {
  [source, target] = await Promise.all([startTestApp(), startTestApp()]);
  sourceManager = await registerManager(source.app, source.database.db);
  targetManager = await registerManager(target.app, target.database.db);
  const db = source.database.db;
  graph = (await db('workflow_versions').orderBy('published_at').first('graph')).graph;

  // The source's own catalogue item: a category, a workflow with two versions, a snap pinned to
  // the second with a cover.
  const workflow = await createWorkflow(db, { name: 'Bundle Studio', graph });
  await publishVersion(db, workflow.id, undefined, 'first cut');
  await saveDraft(db, workflow.id, moved(graph, 40));
  const second = await publishVersion(db, workflow.id, undefined, 'moved the photo');
  await saveDraft(db, workflow.id, moved(graph, 80));
  const snap = await addSnap(db, {
    name: 'Bundle Snap',
    workflowId: workflow.id,
    workflowVersionId: second.id,
    category: 'Bundled',
    tags: ['studio', 'bundle'],
    description: 'From the bundle',
  });
  const cover = await db.transaction(async (trx) =>
    saveImage(trx, source.deps.store, {
      bytes: await solidPng('#aa3366', 64),
      extension: 'png',
      width: 64,
      height: 64,
    }),
  );
  await db('snaps').where({ id: snap.id }).update({ cover_file_key: cover });

  // The target starts with no catalogue at all.
  const tdb = target.database.db;
  await tdb('snaps').del();
  await tdb('workflow_versions').del();
  await tdb('workflows').del();
  await tdb('categories').del();
});
afterAll(() => Promise.all([source?.close(), target?.close()]));

const exportOf = async (manager: SignedIn) => {
  const response = await manager.agent.get('/api/manager/bundle').expect(200);
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.bundle\.json"$/,
  );
  return response.body as CatalogueBundle;
};
const importInto = (dryRun: boolean, body: object) =>
  targetManager.agent.post(`/api/manager/bundle/import?dryRun=${dryRun}`).set(CSRF).send(body);
const catalogueCounts = async () => {
  const db = target.database.db;
  const count = async (table: string) => Number((await db(table).count('* as n'))[0]!.n);
  return {
    categories: await count('categories'),
    workflows: await count('workflows'),
    versions: await count('workflow_versions'),
    snaps: await count('snaps'),
  };
};
/**
 * A bundle without the moment it was made and the workflows' ids there: what two environments'
 * catalogues share.
 */
const catalogue = ({ exportedAt: _, ...bundle }: CatalogueBundle) => ({
  ...bundle,
  workflows: bundle.workflows.map(({ sourceId: _id, ...workflow }) => workflow),
});

describe('manager-only', () => {
  it.each([
    ['get', '/api/manager/bundle'],
    ['post', '/api/manager/bundle/import?dryRun=true'],
  ] as const)('%s %s: 401 signed out, 403 for a creator', async (method, path) => {
    await request(source.app.callback())[method](path).set(CSRF).send({}).expect(401);
    const creator = await registerAndSignIn(source.app);
    const { body } = await creator.agent[method](path).set(CSRF).send({}).expect(403);
    expect(body.error).toBe('forbidden');
  });
});

describe('export, then import into an empty catalogue', () => {
  let bundle: CatalogueBundle;

  it('exports every category, workflow version and snap by name, with covers inside', async () => {
    bundle = await exportOf(sourceManager);
    expect(bundle.schemaVersion).toBe(1);
    expect(bundle.categories.map((c) => c.name)).toContain('Bundled');
    const workflow = bundle.workflows.find((w) => w.name === 'Bundle Studio')!;
    expect(workflow.versions.map((v) => [v.version, v.note])).toEqual([
      [1, 'first cut'],
      [2, 'moved the photo'],
    ]);
    expect(workflow.draft).toEqual(moved(graph, 80));
    expect(bundle.snaps.find((s) => s.name === 'Bundle Snap')).toMatchObject({
      category: 'Bundled',
      workflow: 'Bundle Studio',
      version: 2,
      isActive: true,
      tags: ['studio', 'bundle'],
      cover: expect.stringMatching(/^data:image\/png;base64,/),
    });
  });

  it('dry run: lists everything as created and writes nothing', async () => {
    const before = await catalogueCounts();
    const plan = importPlanSchema.parse((await importInto(true, bundle).expect(200)).body);
    expect(plan.dryRun).toBe(true);
    expect(plan.categories.every((c) => c.action === 'create')).toBe(true);
    expect(plan.workflows.find((w) => w.name === 'Bundle Studio')).toEqual({
      name: 'Bundle Studio',
      action: 'create',
      newVersions: [1, 2],
    });
    expect(plan.snaps).toHaveLength(bundle.snaps.length);
    expect(await catalogueCounts()).toEqual(before);
  });

  it('apply: the target then exports the same catalogue, and the import is audited', async () => {
    const plan = importPlanSchema.parse((await importInto(false, bundle).expect(200)).body);
    expect(plan.dryRun).toBe(false);
    expect(catalogue(await exportOf(targetManager))).toEqual(catalogue(bundle));

    const [entry] = await target.database.db('audit_events').where({ action: 'bundle.import' });
    expect(entry).toMatchObject({ actor_id: targetManager.user.id, target_type: 'bundle' });
    expect(entry.details.snaps).toEqual({ created: bundle.snaps.length, updated: 0 });
    // Imported snaps run: the gallery lists the bundle's snap with its pinned version's cost.
    const gallery = (await targetManager.agent.get('/api/snaps').expect(200)).body as Array<{
      name: string;
    }>;
    expect(gallery.map((s) => s.name)).toContain('Bundle Snap');
  });

  it('imported again, everything is unchanged', async () => {
    const plan = importPlanSchema.parse((await importInto(true, bundle).expect(200)).body);
    const actions = [...plan.categories, ...plan.workflows, ...plan.snaps].map((i) => i.action);
    expect(new Set(actions)).toEqual(new Set(['unchanged']));
  });

  it('a newer version and a changed snap are listed, then applied; the draft here stays', async () => {
    const next = structuredClone(bundle);
    const workflow = next.workflows.find((w) => w.name === 'Bundle Studio')!;
    workflow.versions.push({
      version: 3,
      graph: moved(graph, 120),
      drawnGraph: null,
      note: 'third',
      publishedAt: new Date().toISOString(),
    });
    workflow.draft = moved(graph, 999);
    const snap = next.snaps.find((s) => s.name === 'Bundle Snap')!;
    Object.assign(snap, { version: 3, isActive: false, description: 'Retired' });

    const plan = importPlanSchema.parse((await importInto(true, next).expect(200)).body);
    expect(plan.workflows.find((w) => w.name === 'Bundle Studio')).toEqual({
      name: 'Bundle Studio',
      action: 'update',
      newVersions: [3],
    });
    expect(plan.snaps.find((s) => s.name === 'Bundle Snap')).toEqual({
      name: 'Bundle Snap',
      action: 'update',
      changes: ['description', 'version', 'active'],
    });

    await importInto(false, next).expect(200);
    const after = await exportOf(targetManager);
    const here = after.workflows.find((w) => w.name === 'Bundle Studio')!;
    expect(here.versions.map((v) => v.version)).toEqual([1, 2, 3]);
    expect(here.draft).toEqual(moved(graph, 80));
    expect(after.snaps.find((s) => s.name === 'Bundle Snap')).toMatchObject({
      version: 3,
      isActive: false,
      description: 'Retired',
    });
  });
});

describe('refusals', () => {
  it('refuses a bundle with every problem at once and changes nothing', async () => {
    const bundle = await exportOf(targetManager);
    const bad = structuredClone(bundle);
    const workflow = bad.workflows.find((w) => w.name === 'Bundle Studio')!;
    workflow.versions[0]!.graph = moved(graph, -500);
    bad.snaps.push({
      ...bad.snaps[0]!,
      name: 'Orphan Snap',
      category: 'Nowhere',
      workflow: 'Bundle Studio',
      version: 9,
      cover: 'data:image/png;base64,bm90IGFuIGltYWdl',
    });
    bad.snaps.push({ ...bad.snaps[0]! });
    const before = await catalogueCounts();

    for (const dryRun of [true, false]) {
      const { body } = await importInto(dryRun, bad).expect(422);
      expect(body.error).toBe('invalid_bundle');
      const messages = (body.problems as Array<{ message: string }>).map((p) => p.message);
      expect(messages).toEqual(
        expect.arrayContaining([
          expect.stringContaining(`The snap “${bad.snaps[0]!.name}” is listed twice.`),
          expect.stringContaining(
            'Version 1 of “Bundle Studio” differs from the version 1 already here',
          ),
          expect.stringContaining('“Nowhere”, which is neither in the bundle nor here'),
          expect.stringContaining('pinned to version 9 of “Bundle Studio”'),
          expect.stringContaining('The cover of “Orphan Snap”'),
        ]),
      );
    }
    expect(await catalogueCounts()).toEqual(before);
  });

  it('refuses what is not a bundle, naming each field', async () => {
    const { body } = await importInto(true, { schemaVersion: 2, snaps: 'no' }).expect(422);
    expect(body.error).toBe('invalid_bundle');
    const paths = (body.problems as Array<{ path: string }>).map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining(['schemaVersion', 'exportedAt', 'categories', 'workflows', 'snaps']),
    );
    const { body: noMode } = await targetManager.agent
      .post('/api/manager/bundle/import')
      .set(CSRF)
      .send({})
      .expect(400);
    expect(noMode.error).toBe('validation_error');
  });

  it('refuses a bundle over 25 MB with its own code', async () => {
    const huge = JSON.stringify({ schemaVersion: 1, padding: 'x'.repeat(26 * 1024 * 1024) });
    const { body } = await targetManager.agent
      .post('/api/manager/bundle/import?dryRun=true')
      .set(CSRF)
      .set('Content-Type', 'application/json')
      .send(huge)
      .expect(413);
    expect(body.error).toBe('bundle_too_large');
  });
});

describe('sub-snaps travel with the workflows that use them', () => {
  it('imports a sub-snap as a sub-snap, and the workflow using it points at its id here', async () => {
    const at = (x: number) => ({ x, y: 0 });
    const { body } = await sourceManager.agent
      .post('/api/subsnaps')
      .set(CSRF)
      .send({
        name: 'Bundled packshot',
        graph: {
          nodes: [
            {
              id: 'in',
              type: 'subsnap.input',
              params: { name: 'photo', type: 'image' },
              position: at(0),
            },
            { id: 'pack', type: 'image.packshot', params: {}, position: at(300) },
            {
              id: 'out',
              type: 'subsnap.output',
              params: { name: 'shot', type: 'image' },
              position: at(600),
            },
          ],
          edges: [
            { id: 'e1', source: 'in', sourcePort: 'value', target: 'pack', targetPort: 'image' },
            { id: 'e2', source: 'pack', sourcePort: 'image', target: 'out', targetPort: 'value' },
          ],
        },
      })
      .expect(201);
    const made = createdSubsnapSchema.parse(body);
    const userId = await workflowWithDraft(sourceManager, 'Bundled user', {
      nodes: [
        { id: 'photo', type: 'input.image', params: { name: 'image' }, position: at(0) },
        { id: 'sub', type: 'subsnap', params: made.node, label: made.node.name, position: at(300) },
        { id: 'content', type: 'output.content', params: {}, position: at(600) },
      ],
      edges: [
        { id: 'a', source: 'photo', sourcePort: 'image', target: 'sub', targetPort: 'in' },
        { id: 'b', source: 'sub', sourcePort: 'out', target: 'content', targetPort: 'images' },
      ],
    });
    await sourceManager.agent
      .post(`/api/workflows/${userId}/publish`)
      .set(CSRF)
      .send({})
      .expect(201);

    const exported = await exportOf(sourceManager);
    await importInto(false, exported).expect(200);
    // Imported again, nothing differs: the versions here name the sub-snap by its id here.
    const again = importPlanSchema.parse((await importInto(true, exported).expect(200)).body);
    expect(again.workflows.filter((w) => w.name.startsWith('Bundled'))).toEqual([
      expect.objectContaining({ name: 'Bundled packshot', action: 'unchanged' }),
      expect.objectContaining({ name: 'Bundled user', action: 'unchanged' }),
    ]);

    const { subsnaps } = subsnapListSchema.parse(
      (await targetManager.agent.get('/api/subsnaps').expect(200)).body,
    );
    const here = subsnaps.find((s) => s.name === 'Bundled packshot')!;
    expect(here.id).not.toBe(made.id);
    // Its user is found through the moved reference, in its draft and its published version.
    expect(here.usedBy.map((w) => w.name)).toEqual(['Bundled user']);
    const user = (await target.database.db('workflows').where({ name: 'Bundled user' }).first()).id;
    const detail = workflowDetailSchema.parse(
      (await targetManager.agent.get(`/api/workflows/${user}`).expect(200)).body,
    );
    expect(detail.kind).toBe('snap');
    expect(detail.draft.problems).toEqual([]);
    const version = workflowVersionSchema.parse(
      (await targetManager.agent.get(`/api/workflows/${user}/versions/1`).expect(200)).body,
    );
    expect(version.graph.nodes.find((n) => n.id === 'sub')?.params.workflowId).toBe(here.id);
  });
});
