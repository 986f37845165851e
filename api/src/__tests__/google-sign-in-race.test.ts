import { randomInt } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@studio/infra/testing/test-database';
import { uniqueEmail } from '@studio/infra/testing/test-users';
import { type Database } from '../domain/database';
import { getBalance } from '../domain/credits/ledger';
import { linkOrCreateGoogleUser, type GoogleIdentity } from '../domain/users/google-accounts';
import * as userAccounts from '../domain/users/user-accounts';

// The lookup by address, wrapped so a test can let another sign-in finish just before it runs.
jest.mock('../domain/users/user-accounts', () => {
  const actual = jest.requireActual<typeof userAccounts>('../domain/users/user-accounts');
  return { ...actual, findUserByEmail: jest.fn(actual.findUserByEmail) };
});
const findUserByEmail = jest.mocked(userAccounts.findUserByEmail);
const { findUserByEmail: realFindUserByEmail } = jest.requireActual<typeof userAccounts>(
  '../domain/users/user-accounts',
);

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

const options = { startingCredits: 20 };

it('signs in to the account a simultaneous first sign-in of the same Google account made', async () => {
  const identity: GoogleIdentity = {
    subject: String(randomInt(1e12, 2 ** 47)),
    email: uniqueEmail('google-race'),
    emailVerified: true,
    firstName: 'Grace',
    lastName: 'Hopper',
  };
  // The interleaving that loses: this sign-in looks for the Google subject and finds nothing;
  // the other one creates the account and commits; this one then looks for the address (each
  // statement reads what was committed when it began) and finds that account, already linked.
  let other: Awaited<ReturnType<typeof linkOrCreateGoogleUser>> | undefined;
  findUserByEmail.mockImplementationOnce(async (db: Database, email: string) => {
    other = await linkOrCreateGoogleUser(t.db, identity, options);
    return realFindUserByEmail(db, email);
  });

  const mine = await linkOrCreateGoogleUser(t.db, identity, options);

  expect(other?.outcome).toBe('created');
  expect(mine).toMatchObject({ outcome: 'existing', passwordRemoved: false });
  expect(mine.user.id).toBe(other?.user.id);
  expect(await getBalance(t.db, mine.user.id)).toBe(20);
});
