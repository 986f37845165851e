import { Transform } from 'node:stream';

/** A cell's value before it is written: text, a number, an instant, or nothing. */
export type CsvValue = string | number | Date | null | undefined;

/** Characters a spreadsheet reads as the start of a formula (OWASP's list, tab and CR included). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell holding any of these is quoted (RFC 4180). */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV cell. Text that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR at its
 * start) gets a leading `'`, so `=HYPERLINK(...)` in a reason stays text; numbers are written as
 * numbers (a debit's `-4` must stay a number, and a number cannot be a formula). Text with a
 * quote, a comma or a line break is quoted, its quotes doubled. Instants are ISO 8601 in UTC.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = value instanceof Date ? value.toISOString() : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record: cells joined by commas, ended by CRLF (RFC 4180). */
export const csvLine = (cells: readonly CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * A stream that takes rows (objects) and gives CSV text: a UTF-8 byte order mark (so spreadsheet
 * programs read the file as UTF-8), the header, then one record per row, as the rows arrive.
 */
export function csvTransform<Row>(
  header: readonly string[],
  cellsOf: (row: Row) => readonly CsvValue[],
): Transform {
  let started = false;
  return new Transform({
    writableObjectMode: true,
    transform(row: Row, _encoding, callback) {
      try {
        const start = started ? '' : `\uFEFF${csvLine(header)}`;
        started = true;
        callback(null, start + csvLine(cellsOf(row)));
      } catch (error) {
        callback(error as Error);
      }
    },
    // An empty set is still a file with its header.
    flush(callback) {
      callback(null, started ? '' : `\uFEFF${csvLine(header)}`);
    },
  });
}
