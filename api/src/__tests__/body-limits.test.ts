import request from 'supertest';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { CSRF, registerAndSignIn, type SignedIn } from '@studio/infra/testing/test-users';

// A stranger cannot make the API read megabytes: only signed-in calls take images.
let t: TestApp;
let creator: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  creator = await registerAndSignIn(t.app);
});
afterAll(() => t.close());

const body = (bytes: number) => ({ email: 'a@example.com', password: 'x'.repeat(bytes) });

it('refuses a signed-out body over 64 KB, even on a call that takes five images', async () => {
  for (const path of ['/api/auth/login', '/api/products/analyze-images']) {
    const { status, body: answer } = await request(t.app.callback())
      .post(path)
      .set(CSRF)
      .send(body(100 * 1024));
    expect({ path, status, error: answer.error }).toEqual({
      path,
      status: 413,
      error: 'payload_too_large',
    });
  }
});

it('still reads a signed-out sign-in and a signed-in body of that size', async () => {
  await request(t.app.callback()).post('/api/auth/login').set(CSRF).send(body(10)).expect(401);
  const { status, body: answer } = await creator.agent
    .post('/api/products')
    .set(CSRF)
    .send({ name: 'x'.repeat(100 * 1024) });
  expect({ status, error: answer.error }).toEqual({ status: 400, error: 'validation_error' });
});
