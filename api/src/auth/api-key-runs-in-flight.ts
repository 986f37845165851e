import { type Context } from 'koa';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { type ApiKey } from '../domain/models/api-key';
import { Execution } from '../domain/models/execution';

/** How long a program is told to wait before starting again: runs take seconds. */
const RETRY_AFTER_SECONDS = 5;

/**
 * A key's quota beside its request limit (api-key-limits.ts), answered the same way: refuses a
 * start of `runs` more runs with `key` when its runs queued or running would then be more than it
 * may have (429 `runs_in_flight_limit` with `Retry-After`), counted on the partial index of runs
 * under way. Two starts racing may both pass by a run: a quota, not a lock.
 */
export async function checkRunsInFlight(
  db: Database,
  ctx: Context,
  key: ApiKey,
  runs: number,
): Promise<void> {
  const underWay = await Execution.query(db)
    .where({ api_key_id: key.id })
    .whereIn('status', ['queued', 'running'])
    .resultSize();
  if (underWay + runs <= key.runs_in_flight) return;
  ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
  throw new DomainError(
    'runs_in_flight_limit',
    `This API key may have ${key.runs_in_flight} run${key.runs_in_flight === 1 ? '' : 's'} under way at once and has ${underWay}: start more when some end.`,
  );
}
