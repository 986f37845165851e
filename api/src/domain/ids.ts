const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from paths are checked before a query: Postgres would fail a malformed uuid with a 500. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
