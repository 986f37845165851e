import request from 'supertest';
import { linkIn } from '@studio/infra/testing/mail-catcher';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { CSRF, registerAndSignIn, uniqueEmail } from '@studio/infra/testing/test-users';
import { TOKEN_LIFETIMES_MS } from '../domain/users/auth-tokens';
import { advanceClock, restoreClock, useFixedClock } from '../platform/clock';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(restoreClock);

const api = () => request(t.app.callback());
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('register', () => {
  it('creates the account, signs it in, grants starting credits and mails a verification link', async () => {
    const { agent, user, email } = await registerAndSignIn(t.app, {
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(user).toEqual({
      id: expect.any(String),
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'user',
      emailVerified: false,
    });
    expect((await agent.get('/api/auth/user').expect(200)).body).toEqual(user);
    expect((await agent.get('/api/credits/balance').expect(200)).body).toEqual({ credits: 20 });

    const mail = await t.mail.waitForMail(email, (m) => /verify/i.test(m.subject));
    expect(linkIn(mail, '/verify-email')).toMatch(/^http:\/\/app\.test\/verify-email\?token=/);
    expect(mail.html).toContain('Verify email');
  });

  it('stores an argon2id hash, never the password', async () => {
    const { email, password } = await registerAndSignIn(t.app);
    const row = await t.database.db('users').where({ email }).first();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain(password);
  });

  it('refuses a duplicate email whatever its case with 409 and a clear message', async () => {
    const { email } = await registerAndSignIn(t.app);
    const { body } = await api()
      .post('/api/auth/register')
      .set(CSRF)
      .send({
        email: email.toUpperCase(),
        password: 'another-secret',
        firstName: 'Sam',
        lastName: 'Same',
      })
      .expect(409);
    expect(body).toEqual({
      error: 'email_taken',
      message: 'An account with this email already exists.',
    });
  });

  it.each([
    [{ email: 'not-an-email' }, 'email: Please enter a valid email address'],
    [{ password: '12345' }, 'password: Password must be at least 6 characters'],
    [{ firstName: 'A' }, 'firstName: First name must be at least 2 characters'],
    [{ lastName: ' B ' }, 'lastName: Last name must be at least 2 characters'],
  ])('validates %j with the form message', async (override, message) => {
    const valid = {
      email: uniqueEmail(),
      password: 'secret-password',
      firstName: 'Val',
      lastName: 'Idator',
    };
    const { body } = await api()
      .post('/api/auth/register')
      .set(CSRF)
      .send({ ...valid, ...override })
      .expect(400);
    expect(body).toEqual({ error: 'validation_error', message });
  });
});

describe('login and logout', () => {
  it('signs in with the right password, case-insensitively on the email', async () => {
    const { email, password, user } = await registerAndSignIn(t.app);
    const agent = request.agent(t.app.callback());
    const { body } = await agent
      .post('/api/auth/login')
      .set(CSRF)
      .send({ email: email.toUpperCase(), password })
      .expect(200);
    expect(body).toEqual(user);
    await agent.get('/api/auth/user').expect(200);
  });

  it('answers a wrong password and an unknown email alike: 401 invalid_credentials', async () => {
    const { email } = await registerAndSignIn(t.app);
    const wrong = await api()
      .post('/api/auth/login')
      .set(CSRF)
      .send({ email, password: 'wrong-password' })
      .expect(401);
    const unknown = await api()
      .post('/api/auth/login')
      .set(CSRF)
      .send({ email: uniqueEmail(), password: 'whatever1' })
      .expect(401);
    expect(wrong.body).toEqual({
      error: 'invalid_credentials',
      message: 'Invalid email or password',
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('gives a new session id at sign-in, so a planted session cookie is worthless', async () => {
    const { email, password } = await registerAndSignIn(t.app);
    const agent = request.agent(t.app.callback());
    const first = await agent
      .post('/api/auth/login')
      .set(CSRF)
      .send({ email, password })
      .expect(200);
    const second = await agent
      .post('/api/auth/login')
      .set(CSRF)
      .send({ email, password })
      .expect(200);
    const sid = (r: request.Response) =>
      String(r.headers['set-cookie']).match(/studio\.sid=([^;]+)/)?.[1];
    expect(sid(first)).toBeTruthy();
    expect(sid(second)).not.toBe(sid(first));
  });

  it('sets an httpOnly, SameSite=Lax session cookie that holds only an id', async () => {
    const { email, password } = await registerAndSignIn(t.app);
    const response = await api()
      .post('/api/auth/login')
      .set(CSRF)
      .send({ email, password })
      .expect(200);
    const cookie = (response.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith('studio.sid='),
    )!;
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).not.toContain(email);
  });

  it('logs out: the old cookie no longer works', async () => {
    const { agent } = await registerAndSignIn(t.app);
    const cookie = (await agent.get('/api/auth/user').expect(200)).request.getHeader?.('cookie');
    await agent.post('/api/auth/logout').set(CSRF).expect(200, { message: 'Logged out' });
    await agent.get('/api/auth/user').expect(401);
    // Even a copy of the cookie taken before logout is dead: the server-side session is gone.
    const replay = await api().get('/api/auth/user').set('Cookie', String(cookie));
    expect(replay.status).toBe(401);
  });

  it('answers 401 to GET /api/auth/user when signed out', async () => {
    const { body } = await api().get('/api/auth/user').expect(401);
    expect(body).toEqual({ error: 'unauthorized', message: 'Please sign in to continue.' });
  });
});

describe('email verification', () => {
  it('verifies with the mailed link once; the token cannot be reused', async () => {
    const { agent, email } = await registerAndSignIn(t.app);
    const token = tokenOf(linkIn(await t.mail.waitForMail(email), '/verify-email'));
    await api()
      .post('/api/auth/verify-email')
      .set(CSRF)
      .send({ token })
      .expect(200, { message: 'Your email is verified.' });
    expect((await agent.get('/api/auth/user')).body.emailVerified).toBe(true);
    // Opened again, the link says the email is verified rather than that the link is bad.
    const reused = await api().post('/api/auth/verify-email').set(CSRF).send({ token }).expect(400);
    expect(reused.body).toEqual({
      error: 'already_verified',
      message: 'Your email is already verified.',
    });
  });

  it('calls a used link invalid while its account is still unverified', async () => {
    const { email } = await registerAndSignIn(t.app);
    const token = tokenOf(linkIn(await t.mail.waitForMail(email), '/verify-email'));
    await api().post('/api/auth/verify-email').set(CSRF).send({ token }).expect(200);
    await t.database.db('users').where({ email }).update({ email_verified_at: null });
    const { body } = await api()
      .post('/api/auth/verify-email')
      .set(CSRF)
      .send({ token })
      .expect(400);
    expect(body.error).toBe('invalid_token');
    const unknown = await api()
      .post('/api/auth/verify-email')
      .set(CSRF)
      .send({ token: 'x'.repeat(43) })
      .expect(400);
    expect(unknown.body.error).toBe('invalid_token');
  });

  it('refuses an expired token', async () => {
    const { email } = await registerAndSignIn(t.app);
    const token = tokenOf(linkIn(await t.mail.waitForMail(email), '/verify-email'));
    useFixedClock();
    advanceClock(TOKEN_LIFETIMES_MS.verify_email);
    const { body } = await api()
      .post('/api/auth/verify-email')
      .set(CSRF)
      .send({ token })
      .expect(400);
    expect(body).toEqual({
      error: 'invalid_token',
      message: 'This link is invalid or has expired. Please request a new one.',
    });
  });

  it('resends the link to the signed-in user, and refuses once verified', async () => {
    const { agent, email } = await registerAndSignIn(t.app);
    await t.mail.waitForMail(email);
    const before = t.mail.mails.filter((m) => m.to.includes(email)).length;
    await agent.post('/api/auth/resend-verification').set(CSRF).send({}).expect(200);
    await t.mail.waitForMail(
      email,
      () => t.mail.mails.filter((m) => m.to.includes(email)).length > before,
    );

    const token = tokenOf(
      linkIn(t.mail.mails.filter((m) => m.to.includes(email)).at(-1)!, '/verify-email'),
    );
    await api().post('/api/auth/verify-email').set(CSRF).send({ token }).expect(200);
    const { body } = await agent
      .post('/api/auth/resend-verification')
      .set(CSRF)
      .send({})
      .expect(400);
    expect(body).toEqual({ error: 'already_verified', message: 'Your email is already verified.' });
  });
});

describe('password recovery', () => {
  it('answers a known and an unknown email with the same message', async () => {
    const { email } = await registerAndSignIn(t.app);
    const known = await api()
      .post('/api/auth/forgot-password')
      .set(CSRF)
      .send({ email })
      .expect(200);
    const unknown = await api()
      .post('/api/auth/forgot-password')
      .set(CSRF)
      .send({ email: uniqueEmail() })
      .expect(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toMatch(/If an account exists/);
  });

  it('resets with the mailed link: new password works, old one and every old session do not', async () => {
    const { agent, email, password } = await registerAndSignIn(t.app);
    await api().post('/api/auth/forgot-password').set(CSRF).send({ email }).expect(200);
    const mail = await t.mail.waitForMail(email, (m) => /reset/i.test(m.subject));
    const token = tokenOf(linkIn(mail, '/reset-password'));

    await api()
      .post('/api/auth/reset-password')
      .set(CSRF)
      .send({ token, password: 'brand-new-secret' })
      .expect(200);
    await agent.get('/api/auth/user').expect(401);
    await api().post('/api/auth/login').set(CSRF).send({ email, password }).expect(401);
    await api()
      .post('/api/auth/login')
      .set(CSRF)
      .send({ email, password: 'brand-new-secret' })
      .expect(200);

    const reused = await api()
      .post('/api/auth/reset-password')
      .set(CSRF)
      .send({ token, password: 'third-secret' })
      .expect(400);
    expect(reused.body.error).toBe('invalid_token');
  });

  it('a newer reset link voids the older one', async () => {
    const { email } = await registerAndSignIn(t.app);
    await api().post('/api/auth/forgot-password').set(CSRF).send({ email }).expect(200);
    const first = tokenOf(
      linkIn(await t.mail.waitForMail(email, (m) => /reset/i.test(m.subject)), '/reset-password'),
    );
    await api().post('/api/auth/forgot-password').set(CSRF).send({ email }).expect(200);
    await t.mail.waitForMail(email, (m) => /reset/i.test(m.subject) && !m.text.includes(first));
    await api()
      .post('/api/auth/reset-password')
      .set(CSRF)
      .send({ token: first, password: 'another-one' })
      .expect(400);
  });
});

describe('CSRF defence', () => {
  it('refuses a state-changing call without the custom header', async () => {
    const { body } = await api()
      .post('/api/auth/login')
      .send({ email: uniqueEmail(), password: 'whatever1' })
      .expect(403);
    expect(body.error).toBe('csrf_rejected');
  });

  it('refuses a cross-origin state-changing call even with the header', async () => {
    const { agent } = await registerAndSignIn(t.app);
    const { body } = await agent
      .post('/api/auth/logout')
      .set(CSRF)
      .set('Origin', 'https://evil.example')
      .expect(403);
    expect(body).toEqual({
      error: 'csrf_rejected',
      message: 'This request came from another site and was refused.',
    });
    await agent.get('/api/auth/user').expect(200);
  });

  it('accepts the app’s own origin', async () => {
    const { agent } = await registerAndSignIn(t.app);
    await agent.post('/api/auth/logout').set(CSRF).set('Origin', 'http://app.test').expect(200);
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After after too many failed logins, per address and account', async () => {
    const limited = await startTestApp({ rateLimitFactor: 0.3 }); // 3 login attempts per window
    try {
      const { email } = await registerAndSignIn(limited.app);
      const attempt = () =>
        request(limited.app.callback())
          .post('/api/auth/login')
          .set(CSRF)
          .send({ email, password: 'wrong-password' });
      for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
      const refused = await attempt();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.body).toEqual({
        error: 'rate_limited',
        message: expect.stringMatching(/^Too many attempts/),
      });
      // Another account from the same address is not locked out by this one.
      const other = await registerAndSignIn(limited.app);
      await request(limited.app.callback())
        .post('/api/auth/login')
        .set(CSRF)
        .send({ email: other.email, password: other.password })
        .expect(200);
    } finally {
      await limited.close();
    }
  });

  it('limits registrations, resends and resets', async () => {
    const limited = await startTestApp({ rateLimitFactor: 0.2 }); // 1 per window
    try {
      const { agent, email } = await registerAndSignIn(limited.app);
      const register = await request(limited.app.callback())
        .post('/api/auth/register')
        .set(CSRF)
        .send({
          email: uniqueEmail(),
          password: 'secret-password',
          firstName: 'Two',
          lastName: 'Many',
        });
      expect(register.status).toBe(429);
      await agent.post('/api/auth/resend-verification').set(CSRF).send({}).expect(200);
      await agent.post('/api/auth/resend-verification').set(CSRF).send({}).expect(429);
      const forgot = () =>
        request(limited.app.callback()).post('/api/auth/forgot-password').set(CSRF).send({ email });
      expect((await forgot()).status).toBe(200);
      expect((await forgot()).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('roles', () => {
  it('guards manager calls: 401 signed out, 403 for users, 200 for managers', async () => {
    await api().get('/api/manager/users').expect(401);
    const user = await registerAndSignIn(t.app);
    const { body } = await user.agent.get('/api/manager/users').expect(403);
    expect(body).toEqual({ error: 'forbidden', message: 'Access denied. Manager role required.' });

    const { promoteToManager } = await import('../domain/users/user-admin');
    await promoteToManager(t.database.db, user.email);
    const list = await user.agent.get('/api/manager/users').expect(200);
    expect(list.body.users).toContainEqual(
      expect.objectContaining({ email: user.email, role: 'manager', credits: 20 }),
    );
  });
});
