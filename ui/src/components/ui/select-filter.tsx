import { useId } from 'react';

import { inputClass } from './text-field';

export type FilterChoice = { value: string; label: string };

/** A labelled native select for a list's filter bar; '' is the "any" choice by convention. */
export function SelectFilter({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: FilterChoice[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <label className="text-sm font-medium text-ink" htmlFor={id}>
      {label}
      <select
        id={id}
        className={`mt-1 ${inputClass}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
