import request from 'supertest';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { CSRF, registerAndSignIn } from '@studio/infra/testing/test-users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  request(t.app.callback()).post('/api/auth/login').set(CSRF).send({ email, password });

describe('POST /api/auth/change-password', () => {
  it('changes the password, keeps this session under a new id and ends every other one', async () => {
    const me = await registerAndSignIn(t.app);
    const elsewhere = request.agent(t.app.callback());
    await elsewhere
      .post('/api/auth/login')
      .set(CSRF)
      .send({ email: me.email, password: me.password })
      .expect(200);

    const response = await me.agent
      .post('/api/auth/change-password')
      .set(CSRF)
      .send({ currentPassword: me.password, newPassword: 'a brand new secret' })
      .expect(200);
    expect(response.body).toEqual({ message: 'Your password has been changed.' });
    expect(String(response.headers['set-cookie'])).toMatch(/studio\.sid=/);

    expect((await me.agent.get('/api/auth/user').expect(200)).body.email).toBe(me.email);
    await elsewhere.get('/api/auth/user').expect(401);
    await login(me.email, me.password).expect(401);
    await login(me.email, 'a brand new secret').expect(200);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const me = await registerAndSignIn(t.app);
    const { body } = await me.agent
      .post('/api/auth/change-password')
      .set(CSRF)
      .send({ currentPassword: 'not my password', newPassword: 'whatever123' })
      .expect(400);
    expect(body).toEqual({
      error: 'invalid_current_password',
      message: 'The current password is not correct.',
    });
    await me.agent.get('/api/auth/user').expect(200);
    await login(me.email, me.password).expect(200);
  });

  it('validates the new password with the form’s message', async () => {
    const me = await registerAndSignIn(t.app);
    const { body } = await me.agent
      .post('/api/auth/change-password')
      .set(CSRF)
      .send({ currentPassword: me.password, newPassword: '12345' })
      .expect(400);
    expect(body).toEqual({
      error: 'validation_error',
      message: 'newPassword: Password must be at least 6 characters',
    });
    await login(me.email, me.password).expect(200);
  });

  it('needs a signed-in caller and the CSRF header', async () => {
    await request(t.app.callback())
      .post('/api/auth/change-password')
      .set(CSRF)
      .send({ currentPassword: 'x', newPassword: 'yyyyyy' })
      .expect(401);
    const me = await registerAndSignIn(t.app);
    const { body } = await me.agent
      .post('/api/auth/change-password')
      .send({ currentPassword: me.password, newPassword: 'yyyyyyy' })
      .expect(403);
    expect(body.error).toBe('csrf_rejected');
  });
});
