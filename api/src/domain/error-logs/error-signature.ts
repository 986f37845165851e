import { createHash } from 'node:crypto';
import { type ErrorSource } from '../../contract/manager-error-logs';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** Long hex runs: content hashes, file keys, Temporal run ids. */
const HEX = /\b[0-9a-f]{16,}\b/gi;
/** Any number, with its decimals: sizes, ports, durations, counts. */
const NUMBER = /\d+(?:[.,]\d+)*/g;

/**
 * The part of a message that says what went wrong, not to what: its first line, with ids, hashes
 * and numbers replaced by placeholders and spaces squeezed, so "No file 3f2a…" and "No file 9bc1…"
 * are one kind of error.
 */
export function normaliseMessage(message: string): string {
  const firstLine = message.split('\n', 1)[0] ?? '';
  return firstLine
    .replace(UUID, '<id>')
    .replace(HEX, '<hex>')
    .replace(NUMBER, '<n>')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * An error's group: a stable hash of where it came from, its code, its route (or node) and its
 * normalised message. Stable across processes and releases, so occurrences of one kind of error
 * meet in one group whichever API instance or worker recorded them.
 */
export function errorSignature(error: {
  source: ErrorSource;
  code: string;
  route: string | null;
  message: string;
}): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        error.source,
        error.code,
        error.route ?? '',
        normaliseMessage(error.message),
      ]),
    )
    .digest('hex');
}
