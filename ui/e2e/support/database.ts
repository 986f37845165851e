import type * as Ledger from '@studio/api/domain/credits/ledger';
import type * as DatabaseModule from '@studio/api/domain/database';
import type * as UserAdmin from '@studio/api/domain/users/user-admin';

import { apiModule } from './api-modules';

const { createDatabase } = apiModule<typeof DatabaseModule>('@studio/api/domain/database');
const { adjustCredits } = apiModule<typeof Ledger>('@studio/api/domain/credits/ledger');
const { promoteToManager } = apiModule<typeof UserAdmin>('@studio/api/domain/users/user-admin');

// Fixtures that need state the UI cannot create (a manager, a given balance) set it up through the
// API's own domain functions, on the e2e database of the running stack.

async function withDatabase<T>(work: (db: ReturnType<typeof createDatabase>) => Promise<T>) {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the specs through `npm test`.');
  const db = createDatabase(url, { pool: { min: 0, max: 1 } });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

export function makeManager(email: string): Promise<void> {
  return withDatabase(async (db) => {
    if (!(await promoteToManager(db, email))) throw new Error(`No account for ${email}`);
  });
}

/** Moves a user's balance by `amount` (a manager's adjustment). */
export function changeCredits(userId: string, amount: number): Promise<void> {
  return withDatabase(async (db) => {
    await adjustCredits(db, { userId, amount, reason: 'e2e fixture' });
  });
}
