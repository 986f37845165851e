import { useId } from 'react';

import { FieldError, inputClass } from './text-field';

export type FilterChoice = { value: string; label: string };

/**
 * A labelled native select for a list's filter bar, or a form's choice; '' is the "any" (or "none
 * chosen yet") choice by convention. In a form, `error` is the field's problem, said under it.
 */
export function SelectFilter({
  label,
  value,
  choices,
  onChange,
  error,
}: {
  label: string;
  value: string;
  choices: FilterChoice[];
  onChange: (value: string) => void;
  error?: string;
}) {
  const id = useId();
  const field = (
    <label className="text-sm font-medium text-ink" htmlFor={id}>
      {label}
      <select
        id={id}
        className={`mt-1 ${inputClass}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
  // The problem after the label, not in it (a label's words are the field's name); nothing at
  // all without one, so a filter bar's grid holds the label alone.
  return (
    <>
      {field}
      <FieldError id={`${id}-error`} error={error} />
    </>
  );
}
