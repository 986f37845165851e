import { z } from 'zod';

/** A query parameter given once or several times, or as one comma-separated value: a list. */
export const listParam = (value: unknown) =>
  (Array.isArray(value) ? value : [value]).flatMap((v) =>
    typeof v === 'string' ? v.split(',').filter(Boolean) : v === undefined ? [] : [v],
  );

/** `true` or `false`: a JSON boolean, or its word in a query string. */
export const booleanParam = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((value) => value === 'true'),
]);
