import type * as Ledger from '@studio/api/domain/credits/ledger';
import type * as DatabaseModule from '@studio/api/domain/database';
import type * as UserAccounts from '@studio/api/domain/users/user-accounts';
import type * as UserAdmin from '@studio/api/domain/users/user-admin';

import { apiModule } from './api-modules';
import { requiredEnv } from './env';

const { createDatabase } = apiModule<typeof DatabaseModule>('@studio/api/domain/database');
const { adjustCredits } = apiModule<typeof Ledger>('@studio/api/domain/credits/ledger');
const { promoteToManager } = apiModule<typeof UserAdmin>('@studio/api/domain/users/user-admin');
const { markEmailVerified } = apiModule<typeof UserAccounts>(
  '@studio/api/domain/users/user-accounts',
);

// Fixtures that need state the UI cannot create (a manager, a given balance) set it up through the
// API's own domain functions, on the e2e database of the running stack (or, with
// `E2E_IMPORT_DATABASE_URL`, on the Production Import spec's second environment).

type DatabaseEnv = 'E2E_DATABASE_URL' | 'E2E_IMPORT_DATABASE_URL';

export async function withDatabase<T>(
  work: (db: ReturnType<typeof createDatabase>) => Promise<T>,
  databaseEnv: DatabaseEnv = 'E2E_DATABASE_URL',
) {
  const db = createDatabase(requiredEnv(databaseEnv), { pool: { min: 0, max: 1 } });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

export function makeManager(email: string, databaseEnv?: DatabaseEnv): Promise<void> {
  return withDatabase(async (db) => {
    if (!(await promoteToManager(db, email))) throw new Error(`No account for ${email}`);
  }, databaseEnv);
}

/** Marks a user's email verified, as following the mailed link does (spending needs it). */
export function markVerified(userId: string): Promise<void> {
  return withDatabase((db) => markEmailVerified(db, userId));
}

/** Moves a user's balance by `amount` (a manager's adjustment). */
export function changeCredits(userId: string, amount: number): Promise<void> {
  return withDatabase(async (db) => {
    await adjustCredits(db, { userId, amount, reason: 'e2e fixture' });
  });
}

export type ContentFixture = {
  name: string;
  type?: 'static_image' | 'story' | 'carousel' | 'video';
  /** Keys of files already stored (the demo's output, say), in slide order. */
  fileKeys: string[];
  caption?: string | null;
};

/**
 * Gives a user content without running workflows: rows in `content` and `content_images` that
 * point at files already stored. The items are inserted oldest first, a second apart, so the
 * list's newest-first order is the reverse of `items`. Answers their ids in the order given.
 */
export function insertContent(userId: string, items: ContentFixture[]): Promise<string[]> {
  return withDatabase((db) =>
    db.transaction(async (trx) => {
      const start = Date.now() - items.length * 1000;
      const ids: string[] = [];
      for (const [i, item] of items.entries()) {
        const [row] = await trx('content')
          .insert({
            user_id: userId,
            name: item.name,
            type: item.type ?? 'static_image',
            caption: item.caption ?? null,
            created_at: new Date(start + i * 1000),
          })
          .returning<{ id: string }[]>('id');
        // Content may have no images at all (a caption only): there is nothing to insert then.
        if (item.fileKeys.length > 0)
          await trx('content_images').insert(
            item.fileKeys.map((fileKey, position) => ({
              content_id: row!.id,
              position,
              file_key: fileKey,
            })),
          );
        ids.push(row!.id);
      }
      return ids;
    }),
  );
}

/** What the server keeps of a user's feedback: the snackbar's prompt state and what they sent. */
export function feedbackRecords(userId: string) {
  return withDatabase(async (db) => {
    const prompt = await db('feedback_prompts')
      .where({ user_id: userId })
      .first<
        | { last_shown_at: Date | null; snoozed_until: Date | null; opted_out_at: Date | null }
        | undefined
      >();
    const submissions = await db('feedback')
      .where({ user_id: userId })
      .select<{ content_id: string; rating: string; comment: string | null }[]>(
        'content_id',
        'rating',
        'comment',
      );
    return { prompt: prompt ?? null, submissions };
  });
}
