import { randomBytes } from 'node:crypto';
import { type Server } from 'node:http';
import request from 'supertest';
import { freePort } from '@studio/infra/free-port';
import {
  startLocalOidcProvider,
  subjectFor,
  type LocalOidcProvider,
} from '@studio/infra/testing/local-oidc-provider';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { CSRF, registerAndSignIn } from '@studio/infra/testing/test-users';
import { createApp } from '../app';
import { markEmailVerified } from '../domain/users/user-accounts';

// The whole flow for real: the API on a real port, a real OpenID provider (oidc-provider) with its
// login and consent pages, and a small browser (fetch with a cookie jar) that follows redirects
// and submits the provider's forms.

let provider: LocalOidcProvider;
let t: TestApp;
let server: Server;
let appUrl: string;

beforeAll(async () => {
  const port = await freePort();
  appUrl = `http://127.0.0.1:${port}`;
  provider = await startLocalOidcProvider({
    redirectUris: [`${appUrl}/auth/google/callback`],
    onNotice: () => {},
  });
  t = await startTestApp({
    publicUrl: appUrl,
    google: {
      issuerUrl: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
    },
  });
  server = t.app.listen(port, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await provider?.close();
  await t?.close();
});

const unique = () => randomBytes(4).toString('hex');

interface Cookie {
  name: string;
  value: string;
  path: string;
}

/**
 * Just enough of a browser: one cookie jar for 127.0.0.1 (cookies ignore ports, so the app's and
 * the provider's share it, as in a real browser), redirects followed by hand.
 */
class Browser {
  private jar: Cookie[] = [];

  cookie(name: string): string | undefined {
    return this.jar.find((c) => c.name === name)?.value;
  }

  async send(url: string, init: RequestInit = {}): Promise<Response> {
    const { pathname } = new URL(url);
    const cookies = this.jar
      .filter((c) => pathname === c.path || pathname.startsWith(c.path.replace(/\/?$/, '/')))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const headers = new Headers(init.headers);
    if (cookies) headers.set('Cookie', cookies);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) this.store(line);
    return response;
  }

  /**
   * Follows redirects from `url` until a page answers or the next hop is a page of the app's UI
   * (which this test app does not serve); answers where it ended.
   */
  async visit(
    url: string,
    init: RequestInit = {},
  ): Promise<{ url: string; status: number; html: string }> {
    let response = await this.send(url, init);
    while (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get('Location')!, url).href;
      if (next.startsWith(appUrl) && !next.startsWith(`${appUrl}/auth/google`)) {
        return { url: next, status: response.status, html: '' };
      }
      url = next;
      response = await this.send(url);
    }
    return { url, status: response.status, html: await response.text() };
  }

  /** Submits the page's (first) form with these fields, as a browser would. */
  submit(page: { url: string; html: string }, fields: Record<string, string>) {
    const action = /<form[^>]*action="([^"]+)"/.exec(page.html)?.[1];
    if (!action) throw new Error(`No form on ${page.url}:\n${page.html}`);
    return this.visit(new URL(action.replaceAll('&amp;', '&'), page.url).href, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** Calls the API with this browser's cookies. */
  async api(path: string): Promise<{ status: number; body: unknown }> {
    const response = await this.send(`${appUrl}${path}`, {
      headers: { Accept: 'application/json' },
    });
    return { status: response.status, body: await response.json() };
  }

  private store(line: string) {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair!.indexOf('=');
    const name = pair!.slice(0, at);
    const value = pair!.slice(at + 1);
    let path = '/';
    let expired = false;
    for (const attribute of attributes) {
      const [key, val = ''] = attribute.split('=');
      const k = key!.toLowerCase();
      if (k === 'path') path = val;
      if (k === 'max-age' && Number(val) <= 0) expired = true;
      if (k === 'expires' && Date.parse(val) <= Date.now()) expired = true;
    }
    this.jar = this.jar.filter((c) => !(c.name === name && c.path === path));
    if (!expired) this.jar.push({ name, value, path });
  }
}

/** Clicks 'Continue with Google' and signs in on the provider's pages as `login`. */
async function signInWithGoogle(browser: Browser, login: string) {
  const loginPage = await browser.visit(`${appUrl}/auth/google`);
  expect(loginPage.url).toMatch(new RegExp(`^${provider.issuer}/interaction/`));
  expect(loginPage.html).toContain('name="login"');
  const consentPage = await browser.submit(loginPage, {
    prompt: 'login',
    login,
    password: 'any password',
  });
  expect(consentPage.html).toContain('name="prompt" value="consent"');
  return browser.submit(consentPage, { prompt: 'consent' });
}

/** Signs in on the provider but stops at the redirect back to the app: answers the callback URL. */
async function callbackFor(browser: Browser, login: string): Promise<string> {
  const loginPage = await browser.visit(`${appUrl}/auth/google`);
  const consentPage = await browser.submit(loginPage, { prompt: 'login', login, password: 'x' });
  const action = /<form[^>]*action="([^"]+)"/.exec(consentPage.html)![1]!;
  let response = await browser.send(new URL(action, consentPage.url).href, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'prompt=consent',
  });
  for (;;) {
    const next = new URL(response.headers.get('Location')!, response.url).href;
    if (next.startsWith(`${appUrl}/auth/google/callback`)) return next;
    response = await browser.send(next);
  }
}

describe('GET /auth/google', () => {
  it('starts the authorization code flow with PKCE (S256), state and nonce kept in the session', async () => {
    const browser = new Browser();
    const response = await browser.send(`${appUrl}/auth/google`);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('Location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer}/auth`);
    const params = Object.fromEntries(location.searchParams);
    expect(params).toEqual({
      client_id: provider.clientId,
      redirect_uri: `${appUrl}/auth/google/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      state: expect.stringMatching(/^[\w-]{32,}$/),
      nonce: expect.stringMatching(/^[\w-]{32,}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
    });

    // The verifier stays on the server, in the session the cookie names.
    const sessionId = browser.cookie('studio.sid')!;
    const row = await t.database.db('sessions').where({ id: sessionId }).first();
    expect(row.data.googleFlow).toEqual({
      state: params.state,
      nonce: params.nonce,
      codeVerifier: expect.stringMatching(/^[\w-]{43}$/),
      startedAt: expect.any(Number),
    });
    expect(JSON.stringify(params)).not.toContain(row.data.googleFlow.codeVerifier);
  });
});

describe('signing in with Google', () => {
  it('creates a verified account with the starting credits, in a fresh session, and returns to /auth/callback', async () => {
    const login = `ada.lovelace@${unique()}.example.com`;
    const browser = new Browser();
    const landed = await signInWithGoogle(browser, login);
    expect(landed.url).toBe(`${appUrl}/auth/callback`);

    const { status, body } = await browser.api('/api/auth/user');
    expect(status).toBe(200);
    expect(body).toEqual({
      id: expect.any(String),
      email: login,
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'user',
      emailVerified: true,
    });
    expect((await browser.api('/api/credits/balance')).body).toEqual({ credits: 20 });
    const row = await t.database.db('users').where({ email: login }).first();
    expect(row).toMatchObject({ google_subject: subjectFor(login), password_hash: null });
  });

  it('rotates the session id at sign-in and keeps nothing of the flow in the new session', async () => {
    const browser = new Browser();
    const callback = await callbackFor(browser, `rotate-${unique()}@example.com`);
    const before = browser.cookie('studio.sid');
    expect(await browser.visit(callback)).toMatchObject({ url: `${appUrl}/auth/callback` });
    const after = browser.cookie('studio.sid');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const row = await t.database.db('sessions').where({ id: after }).first();
    expect(row.data.googleFlow).toBeUndefined();
    expect(row.user_id).toEqual(expect.any(String));
  });

  it('opens the same account on the next sign-in', async () => {
    const login = `returning-${unique()}@example.com`;
    await signInWithGoogle(new Browser(), login);
    const first = await t.database.db('users').where({ email: login }).first();

    const browser = new Browser();
    expect((await signInWithGoogle(browser, login)).url).toBe(`${appUrl}/auth/callback`);
    expect((await browser.api('/api/auth/user')).body).toMatchObject({ id: first.id });
    expect((await browser.api('/api/credits/balance')).body).toEqual({ credits: 20 });
  });

  it('links a verified Google address to the existing password account, which keeps its password', async () => {
    const { user, email, password } = await registerAndSignIn(t.app);
    await markEmailVerified(t.database.db, user.id);

    const browser = new Browser();
    expect((await signInWithGoogle(browser, email)).url).toBe(`${appUrl}/auth/callback`);
    expect((await browser.api('/api/auth/user')).body).toMatchObject({
      id: user.id,
      emailVerified: true,
    });
    await request(t.app.callback())
      .post('/api/auth/login')
      .set(CSRF)
      .send({ email, password })
      .expect(200);
  });

  it('ends the sessions of an unverified password account it links, and its password no longer works', async () => {
    const { agent, user, email, password } = await registerAndSignIn(t.app);

    const browser = new Browser();
    expect((await signInWithGoogle(browser, email)).url).toBe(`${appUrl}/auth/callback`);
    expect((await browser.api('/api/auth/user')).body).toMatchObject({
      id: user.id,
      emailVerified: true,
    });
    // Whoever registered the address never proved it was theirs; Google just proved it is not.
    await agent.get('/api/auth/user').expect(401);
    await request(t.app.callback())
      .post('/api/auth/login')
      .set(CSRF)
      .send({ email, password })
      .expect(401);
  });

  it('creates an unverified account when Google has not verified a new address', async () => {
    const login = `unverified-${unique()}@example.com`;
    const browser = new Browser();
    expect((await signInWithGoogle(browser, login)).url).toBe(`${appUrl}/auth/callback`);
    expect((await browser.api('/api/auth/user')).body).toMatchObject({
      email: login,
      emailVerified: false,
    });
  });
});

describe('a Google sign-in that fails returns to /auth?error=google', () => {
  const failed = () => `${appUrl}/auth?error=google`;

  it('when the unverified Google address belongs to an existing account', async () => {
    const { user, email } = await registerAndSignIn(t.app, {
      email: `unverified-${unique()}@example.com`,
    });
    const browser = new Browser();
    expect((await signInWithGoogle(browser, email)).url).toBe(failed());
    expect((await browser.api('/api/auth/user')).status).toBe(401);
    const row = await t.database.db('users').where({ id: user.id }).first();
    expect(row.google_subject).toBeNull();
  });

  it('when the Google account shares no email address', async () => {
    const browser = new Browser();
    expect((await signInWithGoogle(browser, `no-address-${unique()}`)).url).toBe(failed());
    expect((await browser.api('/api/auth/user')).status).toBe(401);
  });

  it('when the person cancels on the provider', async () => {
    const browser = new Browser();
    const loginPage = await browser.visit(`${appUrl}/auth/google`);
    const cancel = /href="([^"]+\/abort)"/.exec(loginPage.html)?.[1];
    expect(cancel).toBeDefined();
    expect((await browser.visit(new URL(cancel!, loginPage.url).href)).url).toBe(failed());
    expect((await browser.api('/api/auth/user')).status).toBe(401);
  });

  it('when the callback reaches a browser whose flow has another state, or none, and on replay', async () => {
    const victim = new Browser();
    const callback = await callbackFor(victim, `state-${unique()}@example.com`);

    // Another browser that started its own flow: the state does not match.
    const attacker = new Browser();
    await attacker.send(`${appUrl}/auth/google`);
    expect((await attacker.visit(callback)).url).toBe(failed());
    expect((await attacker.api('/api/auth/user')).status).toBe(401);
    // A browser that never started one.
    expect((await new Browser().visit(callback)).url).toBe(failed());

    // The browser that started it signs in, once: the flow is used up.
    expect((await victim.visit(callback)).url).toBe(`${appUrl}/auth/callback`);
    expect((await victim.api('/api/auth/user')).status).toBe(200);
    expect((await victim.visit(callback)).url).toBe(failed());
  });

  it('when the code has been tampered with', async () => {
    const browser = new Browser();
    const callback = new URL(await callbackFor(browser, `tamper-${unique()}@example.com`));
    callback.searchParams.set('code', `${callback.searchParams.get('code')}x`);
    expect((await browser.visit(callback.href)).url).toBe(failed());
    expect((await browser.api('/api/auth/user')).status).toBe(401);
  });

  it('when the provider cannot be reached', async () => {
    const unreachable = createApp({
      ...t.deps,
      google: {
        issuerUrl: `http://127.0.0.1:${await freePort()}`,
        clientId: 'id',
        clientSecret: 'secret',
      },
    });
    const response = await request(unreachable.callback()).get('/auth/google').expect(302);
    expect(response.headers.location).toBe('/auth?error=google');
  });
});

describe('without GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET', () => {
  it.each(['/auth/google', '/auth/google/callback?code=x&state=y'])(
    '%s sends the visitor back to the sign-in screen, flagged as unavailable, starting nothing',
    async (path) => {
      const unconfigured = createApp({ ...t.deps, google: undefined });
      const response = await request(unconfigured.callback()).get(path).expect(302);
      expect(response.headers.location).toBe('/auth?error=google_unavailable');
      expect(response.headers['cache-control']).toBe('no-store');
      // No flow was begun: no session cookie was set for it.
      expect(response.headers['set-cookie']).toBeUndefined();
      // Nothing addressed to an administrator reaches the visitor.
      expect(response.text).not.toMatch(/GOOGLE_CLIENT|environment|administrator/i);
    },
  );
});
