import { randomInt } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@studio/infra/testing/test-database';
import { uniqueEmail } from '@studio/infra/testing/test-users';
import { getBalance } from '../domain/credits/ledger';
import { User } from '../domain/models/user';
import {
  GoogleAccountConflictError,
  GoogleEmailUnverifiedError,
  linkOrCreateGoogleUser,
  type GoogleIdentity,
} from '../domain/users/google-accounts';
import { authenticate, markEmailVerified, registerUser } from '../domain/users/user-accounts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

const options = { startingCredits: 20 };

function googleIdentity(overrides: Partial<GoogleIdentity> = {}): GoogleIdentity {
  return {
    subject: String(randomInt(1e12, 2 ** 47)),
    email: uniqueEmail('google'),
    emailVerified: true,
    firstName: 'Grace',
    lastName: 'Hopper',
    ...overrides,
  };
}

async function passwordAccount(email = uniqueEmail(), password = 'correct horse battery') {
  return registerUser(t.db, { email, password, firstName: 'Pat', lastName: 'Word' });
}

describe('linkOrCreateGoogleUser', () => {
  it('creates a verified, password-less account with the starting credits', async () => {
    const identity = googleIdentity();
    const { user, outcome, passwordRemoved } = await linkOrCreateGoogleUser(
      t.db,
      identity,
      options,
    );
    expect(outcome).toBe('created');
    expect(passwordRemoved).toBe(false);
    expect(user).toMatchObject({
      email: identity.email,
      first_name: 'Grace',
      last_name: 'Hopper',
      role: 'user',
      password_hash: null,
      google_subject: identity.subject,
      email_verified_at: expect.any(Date),
    });
    expect(await getBalance(t.db, user.id)).toBe(20);
    const entries = await t.db('credit_entries').where({ user_id: user.id });
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'grant',
        amount: 20,
        idempotency_key: `signup:${user.id}`,
        reason: 'Welcome credits',
      }),
    ]);
  });

  it('opens the same account on the next sign-in, by subject, even after the address changed', async () => {
    const identity = googleIdentity();
    const first = await linkOrCreateGoogleUser(t.db, identity, options);
    const again = await linkOrCreateGoogleUser(
      t.db,
      { ...identity, email: uniqueEmail('renamed') },
      options,
    );
    expect(again.outcome).toBe('existing');
    expect(again.user.id).toBe(first.user.id);
    expect(again.user.email).toBe(identity.email);
    // The welcome grant is given once.
    expect(await getBalance(t.db, first.user.id)).toBe(20);
  });

  it('creates an unverified account when Google has not verified a new address', async () => {
    const { user, outcome } = await linkOrCreateGoogleUser(
      t.db,
      googleIdentity({ emailVerified: false }),
      options,
    );
    expect(outcome).toBe('created');
    expect(user.email_verified_at).toBeNull();
    // Google verifying the address later counts on the next sign-in.
    const later = await linkOrCreateGoogleUser(
      t.db,
      { ...googleIdentity(), subject: user.google_subject!, email: user.email },
      options,
    );
    expect(later.user.email_verified_at).toEqual(expect.any(Date));
  });

  it('links a verified address to the existing password account, whatever its letter case', async () => {
    const existing = await passwordAccount();
    await markEmailVerified(t.db, existing.id);
    const identity = googleIdentity({ email: existing.email.toUpperCase() });
    const { user, outcome, passwordRemoved } = await linkOrCreateGoogleUser(
      t.db,
      identity,
      options,
    );
    expect(outcome).toBe('linked');
    expect(passwordRemoved).toBe(false);
    expect(user.id).toBe(existing.id);
    expect(user.google_subject).toBe(identity.subject);
    expect(user.email).toBe(existing.email);
    expect(user.first_name).toBe('Pat');
    // Both ways in keep working.
    expect(await authenticate(t.db, existing.email, 'correct horse battery')).toBeDefined();
    // A linked account is not new: no welcome grant.
    expect(await t.db('credit_entries').where({ user_id: existing.id })).toEqual([]);
  });

  it('marks an unverified password account verified when linking, and removes its unproven password', async () => {
    const existing = await passwordAccount();
    expect(existing.email_verified_at).toBeNull();
    const { user, outcome, passwordRemoved } = await linkOrCreateGoogleUser(
      t.db,
      googleIdentity({ email: existing.email }),
      options,
    );
    expect(outcome).toBe('linked');
    expect(user.email_verified_at).toEqual(expect.any(Date));
    // Whoever set it never proved the address was theirs: it must not open the account now.
    expect(passwordRemoved).toBe(true);
    expect(user.password_hash).toBeNull();
    expect(await authenticate(t.db, existing.email, 'correct horse battery')).toBeUndefined();
  });

  it('refuses to link an address Google has not verified to an existing account', async () => {
    const existing = await passwordAccount();
    await expect(
      linkOrCreateGoogleUser(
        t.db,
        googleIdentity({ email: existing.email, emailVerified: false }),
        options,
      ),
    ).rejects.toBeInstanceOf(GoogleEmailUnverifiedError);
    const row = await User.query(t.db).findById(existing.id);
    expect(row).toMatchObject({ google_subject: null, email_verified_at: null });
    expect(row!.password_hash).toBe(existing.password_hash);
  });

  it('refuses an address whose account is linked to a different Google account', async () => {
    const first = await linkOrCreateGoogleUser(t.db, googleIdentity(), options);
    await expect(
      linkOrCreateGoogleUser(t.db, googleIdentity({ email: first.user.email }), options),
    ).rejects.toBeInstanceOf(GoogleAccountConflictError);
    expect((await User.query(t.db).findById(first.user.id))!.google_subject).toBe(
      first.user.google_subject,
    );
  });

  it('gives no credits when the starting grant is zero', async () => {
    const { user } = await linkOrCreateGoogleUser(t.db, googleIdentity(), { startingCredits: 0 });
    expect(await getBalance(t.db, user.id)).toBe(0);
  });

  it('creates one account when two first sign-ins race', async () => {
    const identity = googleIdentity();
    const results = await Promise.all([
      linkOrCreateGoogleUser(t.db, identity, options),
      linkOrCreateGoogleUser(t.db, identity, options),
    ]);
    expect(results[0].user.id).toBe(results[1].user.id);
    expect(results.map((r) => r.outcome).sort()).toEqual(['created', 'existing']);
    expect(await getBalance(t.db, results[0].user.id)).toBe(20);
  });
});
