import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import {
  CSRF,
  registerAndSignIn,
  registerManager,
  type SignedIn,
} from '@studio/infra/testing/test-users';
import { consoleViewListSchema, consoleViewSchema } from '../contract/console-views';

// The executions console's saved views: a manager's named filters, private or shared.

let t: TestApp;
let ann: SignedIn;
let bea: SignedIn;
let creator: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  ann = await registerManager(t.app, t.database.db);
  bea = await registerManager(t.app, t.database.db);
  creator = await registerAndSignIn(t.app);
});
afterAll(() => t.close());

const save = (manager: SignedIn, body: object) =>
  manager.agent.post('/api/console-views').set(CSRF).send(body);
const views = async (manager: SignedIn) =>
  consoleViewListSchema.parse((await manager.agent.get('/api/console-views').expect(200)).body)
    .views;

describe('/api/console-views', () => {
  it('saves a manager’s views; a shared one is listed to every manager, a private one not', async () => {
    const failed = await save(ann, {
      name: 'Failed, not replayed',
      query: 'status=failed&notReplayed=true',
      shared: true,
    }).expect(201);
    expect(consoleViewSchema.parse(failed.body)).toMatchObject({
      name: 'Failed, not replayed',
      query: 'status=failed&notReplayed=true',
      shared: true,
      mine: true,
      owner: { email: ann.user.email },
    });
    // A view keeps the columns it shows beside its filter.
    const columns = await save(ann, {
      name: 'Mine only',
      query: 'test=true&columns=creator,steps',
    }).expect(201);
    expect(columns.body.query).toBe('test=true&columns=creator,steps');

    expect((await views(ann)).map((v) => [v.name, v.mine])).toEqual([
      ['Failed, not replayed', true],
      ['Mine only', true],
    ]);
    expect((await views(bea)).map((v) => [v.name, v.mine, v.owner.email])).toEqual([
      ['Failed, not replayed', false, ann.user.email],
    ]);
  });

  it('deletes only the owner’s view', async () => {
    const { body } = await save(bea, { name: 'Slow scenes', query: 'errorCode=E005' }).expect(201);
    await ann.agent.delete(`/api/console-views/${body.id}`).set(CSRF).expect(404);
    await bea.agent.delete(`/api/console-views/${body.id}`).set(CSRF).expect(204);
    expect((await views(bea)).map((v) => v.name)).not.toContain('Slow scenes');
    await bea.agent.delete('/api/console-views/not-a-uuid').set(CSRF).expect(404);
  });

  it('refuses a name used twice, a query the console does not know, and non-managers', async () => {
    await save(bea, { name: 'Twice', query: 'status=failed' }).expect(201);
    expect(
      (await save(bea, { name: 'Twice', query: 'status=queued' }).expect(409)).body.error,
    ).toBe('console_view_name_taken');
    const bad = await save(bea, { name: 'Bad', query: 'status=exploded' }).expect(400);
    expect(bad.body.error).toBe('validation_error');
    await save(bea, { name: 'Bad columns', query: 'columns=creator,salary' }).expect(400);
    await save(bea, { name: ' ', query: 'status=failed' }).expect(400);
    await creator.agent.get('/api/console-views').expect(403);
    await save(creator, { name: 'Nope', query: '' }).expect(403);
  });
});
