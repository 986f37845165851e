import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { CSRF, registerAndSignIn, type SignedIn } from '@studio/infra/testing/test-users';

// PostgreSQL cannot hold U+0000 in text: the API refuses it up front instead of failing with a 500.
let t: TestApp;
let creator: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  creator = await registerAndSignIn(t.app);
});
afterAll(() => t.close());

const refusal = {
  error: 'validation_error',
  message: 'Text cannot contain the null character (U+0000).',
};

it('refuses a null character in a body, however deep, and saves nothing', async () => {
  for (const fields of [
    { name: 'Linen\u0000shirt' },
    { name: 'Linen shirt', imageUrls: [[['\u0000']]] },
    { name: 'Linen shirt', ['bad\u0000key']: 1 },
  ]) {
    const { status, body } = await creator.agent.post('/api/products').set(CSRF).send(fields);
    expect({ status, body }).toEqual({ status: 400, body: refusal });
  }
  expect(await t.database.db('products').where({ user_id: creator.user.id })).toEqual([]);
});

it('refuses a null character in an id or a query', async () => {
  for (const path of ['/api/billing/checkout-sessions/a%00b', '/api/content?cursor=%00']) {
    const { status, body } = await creator.agent.get(path);
    expect({ path, status, body }).toEqual({ path, status: 400, body: refusal });
  }
});

it('walks a body nested far deeper than the call stack could', async () => {
  const depth = 100_000;
  const { status, body } = await creator.agent
    .post('/api/products')
    .set(CSRF)
    .set('content-type', 'application/json')
    .send(`{"name":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}`);
  expect(status).toBeLessThan(500);
  expect(body.error).toMatch(/validation_error|invalid_json/);
});
