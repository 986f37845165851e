/**
 * Date filters as date inputs show them. Days are UTC days, as the API compares
 * instants; "to" is exclusive on the wire (the API's `created_at < to`) while the input shows the
 * last day included, so a filter "until 3 March" takes the whole of 3 March.
 */
const DAY_MS = 86_400_000;

const startOf = (value: string) => new Date(`${value}T00:00:00Z`);

/** The date input's value (YYYY-MM-DD) for a filter's start; '' for none. */
export const fromInputValue = (from: Date | undefined) =>
  from ? from.toISOString().slice(0, 10) : '';

/** A start filter from the date input's value. */
export const fromFromInput = (value: string) => (value ? startOf(value) : undefined);

/** The date input's value for an exclusive end: the last day it includes. */
export const untilInputValue = (to: Date | undefined) =>
  to ? new Date(to.getTime() - DAY_MS).toISOString().slice(0, 10) : '';

/** An exclusive end filter from the last day the input includes. */
export const toFromUntilInput = (value: string) =>
  value ? new Date(startOf(value).getTime() + DAY_MS) : undefined;
