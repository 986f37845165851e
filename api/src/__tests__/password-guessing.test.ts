import request from 'supertest';
import { createApp } from '../app';
import { createRateLimits } from '../auth/rate-limits';
import { CEILING_SECONDS } from '../auth/login-throttle';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { CSRF, registerAndSignIn, uniqueEmail } from '@studio/infra/testing/test-users';

// A fifth of the limits: one free failure per account, 20 failures an hour per address. Accounts
// are registered through the tests' usual app (its limits raised), logins tried on this one.
const FACTOR = 0.2;

let testApp: TestApp;
let app: ReturnType<ReturnType<typeof createApp>['callback']>;
beforeAll(async () => {
  testApp = await startTestApp();
  // Behind a proxy, as deployed: the client's address comes from X-Forwarded-For.
  app = createApp({
    ...testApp.deps,
    rateLimits: createRateLimits(testApp.database.db, FACTOR),
    auth: { ...testApp.deps.auth, trustProxy: true },
  }).callback();
});
afterAll(() => testApp.close());

const login = (email: string, password: string, address: string) =>
  request(app)
    .post('/api/auth/login')
    .set(CSRF)
    .set('X-Forwarded-For', address)
    .send({ email, password });
const address = (n: number) => `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}`;

describe('password guessing', () => {
  it('slows guesses at one account from many addresses, and never locks its owner out for long', async () => {
    const owner = await registerAndSignIn(testApp.app);
    const statuses: number[] = [];
    const waits: number[] = [];
    for (let n = 0; n < 200; n++) {
      const response = await login(owner.email, 'wrong password', address(n));
      statuses.push(response.status);
      if (response.status === 429) waits.push(Number(response.headers['retry-after']));
    }
    // Only a handful were checked at all: the free failure, then one per doubling wait.
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeGreaterThanOrEqual(2);
    expect(checked).toBeLessThanOrEqual(8);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - checked);
    expect(Math.max(...waits)).toBeLessThanOrEqual(CEILING_SECONDS);

    // However many failures a stranger piles up, the account waits at most the ceiling.
    await testApp.database
      .db('rate_limits')
      .where({ key: `login-account-failures:${owner.email.toLowerCase()}` })
      .update({ points: 500 });
    await testApp.database
      .db('rate_limits')
      .where({ key: `login-account-wait:${owner.email.toLowerCase()}` })
      .delete();
    await login(owner.email, 'wrong password', address(300)).expect(401);
    const capped = await login(owner.email, owner.password, address(301)).expect(429);
    expect(Number(capped.headers['retry-after'])).toBe(CEILING_SECONDS);

    // When the wait is over (as if a minute passed) the owner signs in, and that clears it.
    await testApp.database
      .db('rate_limits')
      .where({ key: `login-account-wait:${owner.email.toLowerCase()}` })
      .update({ expire: Date.now() - 1000 });
    await login(owner.email, owner.password, address(302)).expect(200);
    await login(owner.email, 'wrong password', address(303)).expect(401);
    await login(owner.email, owner.password, address(304)).expect(200);
  });

  it('takes concurrent guesses at one account one at a time', async () => {
    const owner = await registerAndSignIn(testApp.app);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) => login(owner.email, 'wrong password', address(400 + n))),
    );
    // The free failure and at most the one that found the in-flight mark gone: never 20 checks.
    expect(responses.filter((r) => r.status === 401).length).toBeLessThanOrEqual(2);
    expect(responses.every((r) => r.status === 401 || r.status === 429)).toBe(true);
  });

  it('limits one address guessing across many accounts', async () => {
    const from = '203.0.113.50';
    const statuses: number[] = [];
    for (let n = 0; n < 30; n++) {
      statuses.push((await login(uniqueEmail('stuffed'), 'password123', from)).status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
    // Another address is not affected.
    const other = await registerAndSignIn(testApp.app);
    await login(other.email, other.password, '203.0.113.51').expect(200);
  });

  // The chaos suite's password-guessing found this limit overrun by guesses sent at once.
  it('holds one address to its limit when it guesses at many accounts at the same moment', async () => {
    const responses = await Promise.all(
      Array.from({ length: 60 }, () =>
        login(uniqueEmail('stuffed'), 'password123', '203.0.113.77'),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
  });
});
