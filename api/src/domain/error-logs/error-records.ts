import { type ErrorSource } from '../../contract/manager-error-logs';
import { type Database } from '../database';
import { ErrorGroup } from '../models/error-group';
import { ErrorLog } from '../models/error-log';
import { errorSignature } from './error-signature';

/** How long occurrences are kept unless the worker's ERROR_LOG_RETENTION_DAYS says otherwise. */
export const DEFAULT_ERROR_LOG_RETENTION_DAYS = 30;

/** What one occurrence of an error says about itself. */
export type ErrorOccurrenceInput = {
  source: ErrorSource;
  /** The API's error code (`internal_error`...), or a run's code or failure type. */
  code: string;
  message: string;
  /** `METHOD /route/:pattern` for the API; the failed node's id for a run. */
  route: string | null;
  requestId?: string | null;
  executionId?: string | null;
  userId?: string | null;
  stack?: string | null;
};

/** Kept in full up to these lengths: an error's record must not become the next error. */
const MAX_MESSAGE = 4_000;
const MAX_STACK = 32_000;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/**
 * Records one occurrence and counts it in its group, in one transaction (pass the caller's to
 * commit with its own writes). The group is upserted by signature: its count goes up, its last
 * seen and latest message follow the occurrence, and a resolved group is opened again (resolved
 * means "fixed": an error that comes back is news). A run's failure is recorded once per run
 * (a unique index on the run's id): a retried activity answers `false` and counts nothing.
 */
export async function recordError(db: Database, input: ErrorOccurrenceInput): Promise<boolean> {
  const signature = errorSignature(input);
  const message = clip(input.message || '(no message)', MAX_MESSAGE);
  return db.transaction(async (trx) => {
    // The group exists before its occurrence (the occurrence's foreign key); counted below.
    await trx.raw(
      `insert into error_groups (signature, source, code, route, message, count)
       values (?, ?, ?, ?, ?, 0)
       on conflict (signature) do nothing`,
      [signature, input.source, input.code, input.route, message],
    );
    const inserted = await trx.raw(
      `insert into error_logs
         (source, code, message, route, request_id, execution_id, user_id, stack, signature)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (execution_id) where source = 'run' do nothing
       returning id`,
      [
        input.source,
        input.code,
        message,
        input.route,
        input.requestId ?? null,
        input.executionId ?? null,
        input.userId ?? null,
        input.stack ? clip(input.stack, MAX_STACK) : null,
        signature,
      ],
    );
    if ((inserted.rows as unknown[]).length === 0) return false;
    await ErrorGroup.query(trx)
      .where({ signature })
      .patch({
        count: trx.raw('count + 1') as unknown as number,
        message,
        last_seen: trx.fn.now(),
        resolved_at: null,
        resolved_by: null,
      });
    return true;
  });
}

/**
 * Deletes occurrences recorded before `before`, and the groups seen last before it (all their
 * occurrences are gone with them), a batch at a time so no one statement holds a big table long.
 */
export async function pruneErrorLogs(
  db: Database,
  before: Date,
  batchSize = 5_000,
): Promise<{ occurrences: number; groups: number }> {
  let occurrences = 0;
  for (;;) {
    const deleted = await ErrorLog.query(db)
      .whereIn(
        'id',
        ErrorLog.query(db).select('id').where('created_at', '<', before).limit(batchSize),
      )
      .delete();
    occurrences += deleted;
    if (deleted < batchSize) break;
  }
  const groups = await ErrorGroup.query(db).where('last_seen', '<', before).delete();
  return { occurrences, groups };
}
