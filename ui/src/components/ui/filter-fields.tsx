import { DateRangeFields } from './date-range-fields';
import { useFilterBar } from './filter-context';
import { type FilterChoice, SelectFilter } from './select-filter';
import { TypedFilter } from './typed-filter';

/** The keys of `Filters` whose values are of type `Value`. */
type KeysOf<Filters, Value> = {
  [Key in keyof Filters]-?: NonNullable<Filters[Key]> extends Value ? Key : never;
}[keyof Filters] &
  string;

/** A choice's value as the filters hold it. */
type ValueOf<Filters, Key extends keyof Filters> = NonNullable<Filters[Key]> & string;

/** One item of a filter that holds several values at once (`status=failed,cancelled`). */
type ItemOf<Filters, Key extends keyof Filters> =
  NonNullable<Filters[Key]> extends readonly (infer Item)[] ? Item & string : never;

/** What every field has: the filter it sets (its key in the URL and the call) and its label. */
type Named<Key> = { name: Key; label: string };

/**
 * The fields of a list's filter bar, each bound by name to one of its URL filters: it shows the
 * filter's value and sets it (through `useUrlFilters`, so a change goes back to page 1). Made
 * once per filter type at module scope, so a name is checked against the filters:
 *
 *     const Field = filterFields<UserFilters>();
 *     <Field.Text name="q" label="Search" placeholder="Email or name" icon wide />
 */
export function filterFields<Filters extends object>() {
  const useFilters = () => useFilterBar<Record<string, unknown>>();

  /** Words typed: the filter follows the typing after a pause (TypedFilter). */
  function Text({
    name,
    label,
    placeholder,
    icon = false,
    wide = false,
  }: Named<KeysOf<Filters, string>> & { placeholder: string; icon?: boolean; wide?: boolean }) {
    const { filters, setFilters } = useFilters();
    return (
      <TypedFilter
        label={label}
        placeholder={placeholder}
        value={filters[name] as string | undefined}
        onCommit={(value) => setFilters({ [name]: value })}
        icon={icon}
        className={wide ? 'sm:col-span-2' : undefined}
      />
    );
  }

  /**
   * One of a contract's values (its enum's `options`), offered under `labels`; `any` is the
   * words of the choice that sets none. Without `any`, `fallback` is shown when none is set.
   */
  function Choice<Key extends KeysOf<Filters, string>>({
    name,
    label,
    options,
    labels,
    any,
    fallback,
  }: Named<Key> & {
    options: readonly ValueOf<Filters, Key>[];
    labels: Record<ValueOf<Filters, Key>, string>;
    any?: string;
    fallback?: ValueOf<Filters, Key>;
  }) {
    const { filters, setFilters } = useFilters();
    const choices = options.map((option) => ({ value: option, label: labels[option] }));
    return (
      <SelectFilter
        label={label}
        value={(filters[name] as string | undefined) ?? fallback ?? ''}
        choices={any === undefined ? choices : [{ value: '', label: any }, ...choices]}
        onChange={(chosen) => setFilters({ [name]: options.find((option) => option === chosen) })}
      />
    );
  }

  /** One of choices known only at run time (plans, snaps); '' is `any`, setting none. */
  function Select({
    name,
    label,
    any,
    choices,
  }: Named<KeysOf<Filters, string>> & { any: string; choices: FilterChoice[] }) {
    const { filters, setFilters } = useFilters();
    return (
      <SelectFilter
        label={label}
        value={(filters[name] as string | undefined) ?? ''}
        choices={[{ value: '', label: any }, ...choices]}
        onChange={(chosen) => setFilters({ [name]: chosen || undefined })}
      />
    );
  }

  /** A yes-or-no fact: `words` are either, yes and no (in the URL: none, `true`, `false`). */
  function YesNo({
    name,
    label,
    words: [either, yes, no],
  }: Named<KeysOf<Filters, boolean>> & { words: readonly [string, string, string] }) {
    const { filters, setFilters } = useFilters();
    const value = filters[name] as boolean | undefined;
    return (
      <SelectFilter
        label={label}
        value={value === undefined ? '' : String(value)}
        choices={[
          { value: '', label: either },
          { value: 'true', label: yes },
          { value: 'false', label: no },
        ]}
        onChange={(chosen) => setFilters({ [name]: chosen === '' ? undefined : chosen === 'true' })}
      />
    );
  }

  /** The `from` and `to` days (DateRangeFields): two fields of the grid. */
  function Dates() {
    const { filters, setFilters } = useFilters();
    return (
      <DateRangeFields
        from={filters.from as Date | undefined}
        to={filters.to as Date | undefined}
        onChange={setFilters}
      />
    );
  }

  /**
   * Any of a contract's values at once, each a button pressed or not (the console's statuses);
   * the chosen stay in `options`' order, and none chosen sets none. `hideLabel` keeps the group's
   * name for screen readers only, where the buttons say it themselves.
   */
  function Toggles<Key extends KeysOf<Filters, readonly string[]>>({
    name,
    label,
    options,
    labels,
    hideLabel = false,
  }: Named<Key> & {
    options: readonly ItemOf<Filters, Key>[];
    labels: Record<ItemOf<Filters, Key>, string>;
    hideLabel?: boolean;
  }) {
    const { filters, setFilters } = useFilters();
    const chosen = (filters[name] as readonly string[] | undefined) ?? [];
    const toggle = (option: string) =>
      setFilters((current) => {
        const next = new Set(current[name] as readonly string[] | undefined);
        if (next.has(option)) next.delete(option);
        else next.add(option);
        return { [name]: next.size > 0 ? options.filter((each) => next.has(each)) : undefined };
      });
    return (
      <fieldset>
        <legend className={hideLabel ? 'sr-only' : 'text-sm font-medium text-ink'}>{label}</legend>
        <div className={`flex flex-wrap gap-2 ${hideLabel ? '' : 'mt-1'}`}>
          {options.map((option) => {
            const on = chosen.includes(option);
            return (
              <button
                key={option}
                type="button"
                aria-pressed={on}
                onClick={() => toggle(option)}
                className={`rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
                  on
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-line bg-surface text-ink hover:border-brand-500'
                }`}
              >
                {labels[option]}
              </button>
            );
          })}
        </div>
      </fieldset>
    );
  }

  /** A narrowing that is on or off (`notReplayed=true`); off sets none. */
  function Check({ name, label }: Named<KeysOf<Filters, boolean>>) {
    const { filters, setFilters } = useFilters();
    return (
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={filters[name] === true}
          onChange={(event) => setFilters({ [name]: event.target.checked || undefined })}
        />
        {label}
      </label>
    );
  }

  return { Text, Choice, Select, YesNo, Dates, Toggles, Check };
}
