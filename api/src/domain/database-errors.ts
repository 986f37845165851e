import { KnexTimeoutError } from 'knex';

/** Postgres's SQLSTATEs for a server that is going away or not there yet (class 08, 57P0x). */
const UNAVAILABLE_STATES = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
]);
/** The socket errors of a server that is down or unreachable. */
const UNAVAILABLE_SOCKETS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EPIPE',
]);

/**
 * Whether `error` says the database cannot be reached (down, restarting, no free connection in
 * time) rather than that a query was wrong: the request may succeed in a moment, so it is answered
 * 503 `database_unavailable`, not 500. Objection wraps a driver's error in a DBError that keeps it
 * as `nativeError`, and code of our own may keep it as `cause`: the reason is looked for there too.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let depth = 0, reason = error; depth < 5 && reason; depth++) {
    if (saysUnavailable(reason)) return true;
    const { nativeError, cause } = reason as { nativeError?: unknown; cause?: unknown };
    reason = nativeError ?? cause;
  }
  return false;
}

function saysUnavailable(error: unknown): boolean {
  if (error instanceof KnexTimeoutError) return true;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || UNAVAILABLE_SOCKETS.has(code))) {
    return true;
  }
  // node-postgres says so in words when the server closes the socket under a query.
  return (
    typeof message === 'string' &&
    /Connection terminated|Unable to acquire a connection|Client has encountered a connection error|Client was closed and is not queryable/.test(
      message,
    )
  );
}
