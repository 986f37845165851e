import { type z } from 'zod';

type UrlFilterOptions<Key extends string> = {
  /** The filter a screen shows when none is chosen (Content's `state: 'active'`): never written. */
  defaults?: Partial<Record<Key, string>>;
  /**
   * Keys the schema reads only beside others (a run's `version` beside its `workflowId`, which a
   * refinement ties together): each is parsed with those keys' values from the same address.
   */
  readWith?: Partial<Record<Key, readonly Key[]>>;
};

/**
 * A list's filters kept in the URL, each a search parameter named as its API call names it, so
 * a link reproduces the view and the call takes the same string. `schema` is the call's own
 * query contract: a parameter that does not parse under it is left out, not fatal. `page` 1 is
 * the default and never written, nor is a value equal to its key's entry in `defaults`.
 */
export function urlFilters<Schema extends z.ZodObject, Key extends keyof z.output<Schema> & string>(
  schema: Schema,
  keys: readonly Key[],
  { defaults = {}, readWith = {} }: UrlFilterOptions<Key> = {},
) {
  type Filters = Partial<Pick<z.output<Schema>, Key>>;
  const isDefault = (key: Key, value: unknown) =>
    (key === 'page' && value === 1) || (key in defaults && defaults[key] === value);

  const fromSearch = (search: URLSearchParams): Filters => {
    const filters: Record<string, unknown> = {};
    for (const key of keys) {
      const raw = search.get(key);
      if (raw === null || raw === '') continue;
      const beside = (readWith[key] ?? []).map((other) => [other, search.get(other) ?? undefined]);
      const parsed = schema.safeParse({ ...Object.fromEntries(beside), [key]: raw });
      const value = parsed.success ? (parsed.data as Record<string, unknown>)[key] : undefined;
      if (value !== undefined && !isDefault(key, value)) filters[key] = value;
    }
    return filters as Filters;
  };

  const toSearch = (filters: Filters): URLSearchParams => {
    const search = new URLSearchParams();
    for (const key of keys) {
      const value: unknown = filters[key];
      if (value === undefined || value === null || value === '') continue;
      if (isDefault(key, value)) continue;
      if (Array.isArray(value) && value.length === 0) continue;
      search.set(
        key,
        value instanceof Date
          ? value.toISOString()
          : Array.isArray(value)
            ? value.join(',')
            : String(value),
      );
    }
    return search;
  };

  /** Whether any filter narrows the list (the page alone does not). */
  const isFiltered = (filters: Filters): boolean =>
    keys.some((key) => key !== 'page' && toSearch({ [key]: filters[key] } as Filters).size > 0);

  return { fromSearch, toSearch, isFiltered, keys };
}

/** What a `urlFilters` declaration is: its keys, and its filters read and written. */
export type UrlFilterDefinition<Filters> = {
  readonly keys: readonly string[];
  fromSearch: (search: URLSearchParams) => Filters;
  toSearch: (filters: Filters) => URLSearchParams;
  isFiltered: (filters: Filters) => boolean;
};

/** The filters a `urlFilters` declaration reads and writes. */
export type FiltersOf<Definition extends { fromSearch: (search: URLSearchParams) => unknown }> =
  ReturnType<Definition['fromSearch']>;
