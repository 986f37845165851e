import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { registerUser } from '@studio/api/domain/users/user-accounts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

const SCRIPT = path.join(__dirname, '..', 'promote-manager.ts');
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** `npm run user:manager -- <email>` as a person runs it, against this test's database. */
function promote(email: string) {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', SCRIPT, email], {
    env: { ...process.env, DATABASE_URL: database.url },
  }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stderr: string }) => ({ code: error.code, output: error.stderr }),
  );
}

describe('npm run user:manager', () => {
  it('makes an existing account a manager', async () => {
    await registerUser(database.db, {
      email: 'Boss@Example.com',
      password: 'secret-password',
      firstName: 'Bo',
      lastName: 'Ss',
    });
    expect(await promote('boss@example.com')).toEqual({
      code: 0,
      output: 'boss@example.com is now a manager.\n',
    });
    expect(
      (await database.db('users').whereRaw('lower(email) = ?', ['boss@example.com']).first()).role,
    ).toBe('manager');
  });

  it('says so and fails when there is no such account', async () => {
    const result = await promote('nobody@example.com');
    expect(result.code).toBe(1);
    expect(result.output).toContain('No account with the email nobody@example.com');
  });
});
