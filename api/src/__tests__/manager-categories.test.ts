import request from 'supertest';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import {
  CSRF,
  registerAndSignIn,
  registerManager,
  type SignedIn,
} from '@studio/infra/testing/test-users';
import { type ManagedCategory } from '../contract/manager-categories';
import { addSnap } from '../domain/snaps/snap-writes';

let t: TestApp;
let manager: SignedIn;
let creator: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  manager = await registerManager(t.app, t.database.db);
  creator = await registerAndSignIn(t.app);
});
afterAll(() => t.close());

const signedOut = () => request(t.app.callback());
const auditOf = (action: string) =>
  t.database.db('audit_events').where({ action }).orderBy('created_at');
const list = async (): Promise<ManagedCategory[]> =>
  (await manager.agent.get('/api/manager/categories').expect(200)).body.categories;
const create = (name: string) =>
  manager.agent.post('/api/manager/categories').set(CSRF).send({ name });

/** A snap on the White Packshot's version, in the category named `category`. */
async function snapIn(category: string, name: string, active = true) {
  const builtIn = await t.database.db('snaps').where({ name: 'White Packshot' }).first();
  const snap = await addSnap(t.database.db, {
    name,
    category,
    workflowId: builtIn.workflow_id,
    workflowVersionId: builtIn.workflow_version_id,
  });
  if (!active) await t.database.db('snaps').where(snap).update({ is_active: false });
  return snap;
}

describe('manager-only', () => {
  it.each([
    ['get', '/api/manager/categories'],
    ['post', '/api/manager/categories'],
    ['patch', '/api/manager/categories/00000000-0000-4000-8000-000000000000'],
    ['put', '/api/manager/categories/order'],
    ['delete', '/api/manager/categories/00000000-0000-4000-8000-000000000000'],
  ] as const)('%s %s: 401 signed out, 403 for a creator', async (method, path) => {
    const body = { name: 'Sneaky', ids: [] };
    await signedOut()[method](path).set(CSRF).send(body).expect(401);
    const { body: refused } = await creator.agent[method](path).set(CSRF).send(body).expect(403);
    expect(refused.error).toBe('forbidden');
  });
});

describe('the managers’ categories', () => {
  it('lists the seeded categories in order with their snap counts', async () => {
    const categories = await list();
    expect(categories.slice(0, 3)).toEqual([
      expect.objectContaining({ name: 'Packshots', position: 1, snapCount: 2, activeSnapCount: 2 }),
      expect.objectContaining({ name: 'Lifestyle', position: 2, snapCount: 2 }),
      expect.objectContaining({ name: 'Creative', position: 3, snapCount: 1 }),
    ]);
  });

  it('creates a category last, audited; a name in use in any case is 409, a blank one 400', async () => {
    const { body: made } = await create('  Seasonal ').expect(201);
    expect(made).toMatchObject({ name: 'Seasonal', snapCount: 0, activeSnapCount: 0 });
    const categories = await list();
    expect(categories.at(-1)).toEqual(made);
    expect(made.position).toBe(Math.max(...categories.map((c) => c.position)));
    const [entry] = await auditOf('category.create').where({ target_id: made.id });
    expect(entry).toMatchObject({
      actor_id: manager.user.id,
      target_type: 'category',
      details: { name: 'Seasonal', position: made.position },
    });

    const { body: taken } = await create('SEASONAL').expect(409);
    expect(taken.error).toBe('category_name_taken');
    const { body: blank } = await create('   ').expect(400);
    expect(blank).toMatchObject({
      error: 'validation_error',
      message: 'name: Give the category a name.',
    });
    expect((await list()).filter((c) => c.name.toLowerCase() === 'seasonal')).toHaveLength(1);
  });

  it('renames a category, audited with both names; a taken name is 409, an unknown id 404', async () => {
    const { body: made } = await create('Holiday').expect(201);
    const path = `/api/manager/categories/${made.id}`;
    const { body: renamed } = await manager.agent
      .patch(path)
      .set(CSRF)
      .send({ name: 'Holidays' })
      .expect(200);
    expect(renamed).toMatchObject({ id: made.id, name: 'Holidays', position: made.position });
    expect(await auditOf('category.update').where({ target_id: made.id })).toEqual([
      expect.objectContaining({ details: { from: 'Holiday', to: 'Holidays' } }),
    ]);
    // The same name again changes and records nothing.
    await manager.agent.patch(path).set(CSRF).send({ name: 'Holidays' }).expect(200);
    expect(await auditOf('category.update').where({ target_id: made.id })).toHaveLength(1);

    const { body: taken } = await manager.agent
      .patch(path)
      .set(CSRF)
      .send({ name: 'packshots' })
      .expect(409);
    expect(taken.error).toBe('category_name_taken');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const { body } = await manager.agent
        .patch(`/api/manager/categories/${id}`)
        .set(CSRF)
        .send({ name: 'Anything' })
        .expect(404);
      expect(body.error).toBe('category_not_found');
    }
  });

  it('reorders the categories, and creators get the snaps in that order', async () => {
    const current = await list();
    const ids = current.map((c) => c.id).reverse();
    const { body } = await manager.agent
      .put('/api/manager/categories/order')
      .set(CSRF)
      .send({ ids })
      .expect(200);
    expect(body.categories.map((c: ManagedCategory) => c.id)).toEqual(ids);
    expect(body.categories.map((c: ManagedCategory) => c.position)).toEqual(
      ids.map((_, index) => index + 1),
    );
    const [entry] = await auditOf('categories.reorder');
    expect(entry.details).toEqual({
      from: current.map((c) => c.name),
      to: [...current].reverse().map((c) => c.name),
      ids,
    });

    const { body: snaps } = await signedOut().get('/api/snaps').expect(200);
    const order = [...new Set(snaps.map((snap: { category: string }) => snap.category))];
    const withSnaps = body.categories
      .filter((c: ManagedCategory) => c.activeSnapCount > 0)
      .map((c: ManagedCategory) => c.name);
    expect(order).toEqual(withSnaps);
    expect(order.slice(-3)).toEqual(['Creative', 'Lifestyle', 'Packshots']);
    // Within a category, by the snaps' positions (the seed's order for the built-ins).
    expect(snaps.slice(-2).map((snap: { name: string }) => snap.name)).toEqual([
      'White Packshot',
      'Black Packshot',
    ]);

    // Not every category, or one twice: nothing changes.
    const { body: stale } = await manager.agent
      .put('/api/manager/categories/order')
      .set(CSRF)
      .send({ ids: ids.slice(1) })
      .expect(409);
    expect(stale.error).toBe('category_order_stale');
    const { body: twice } = await manager.agent
      .put('/api/manager/categories/order')
      .set(CSRF)
      .send({ ids: [...ids, ids[0]] })
      .expect(400);
    expect(twice.error).toBe('validation_error');
    expect((await list()).map((c) => c.id)).toEqual(ids);
    expect(await auditOf('categories.reorder')).toHaveLength(1);
  });

  it('refuses to delete a category snaps use, naming them; deletes an empty one, audited', async () => {
    const { body: made } = await create('Doomed').expect(201);
    const inactive = await snapIn('Doomed', 'Retired snap', false);
    const active = await snapIn('Doomed', 'Live snap');
    const path = `/api/manager/categories/${made.id}`;

    const { body: refused } = await manager.agent.delete(path).set(CSRF).expect(409);
    expect(refused).toEqual({
      error: 'category_in_use',
      message:
        '2 snaps are in “Doomed”: Live snap, Retired snap. Move them to another category first.',
      snaps: [
        { id: active.id, name: 'Live snap' },
        { id: inactive.id, name: 'Retired snap' },
      ],
    });
    expect((await list()).find((c) => c.id === made.id)).toMatchObject({
      snapCount: 2,
      activeSnapCount: 1,
    });

    const { body: empty } = await create('Empty').expect(201);
    await manager.agent.delete(`/api/manager/categories/${empty.id}`).set(CSRF).expect(204);
    expect((await list()).some((c) => c.id === empty.id)).toBe(false);
    expect(await auditOf('category.delete').where({ target_id: empty.id })).toEqual([
      expect.objectContaining({ details: { name: 'Empty' } }),
    ]);
    await manager.agent.delete(`/api/manager/categories/${empty.id}`).set(CSRF).expect(404);
  });
});

describe('GET /api/categories', () => {
  it('gives signed-in creators the categories with a snap to run, in order, never from a cache', async () => {
    await signedOut().get('/api/categories').expect(401);
    await create('Only retired').expect(201);
    await snapIn('Only retired', 'Old snap', false);
    const response = await creator.agent.get('/api/categories').expect(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const managed = (await list()).filter((c) => c.activeSnapCount > 0);
    expect(response.body).toEqual(managed.map(({ id, name }) => ({ id, name })));
    expect(response.body.map((c: { name: string }) => c.name)).not.toContain('Only retired');
    expect(response.body.map((c: { name: string }) => c.name)).not.toContain('Seasonal');

    const snaps = await signedOut().get('/api/snaps').expect(200);
    expect(snaps.headers['cache-control']).toBe('no-cache');
    for (const snap of snaps.body) {
      expect(response.body).toContainEqual({ id: snap.categoryId, name: snap.category });
    }
  });
});
