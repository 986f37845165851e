import { useId } from 'react';

import { inputClass } from './text-field';
import {
  fromFromInput,
  fromInputValue,
  toFromUntilInput,
  untilInputValue,
} from '@/lib/date-filter';

type DateRangeFieldsProps = {
  from: Date | undefined;
  /** Exclusive, as the API takes it; the field shows the last day included. */
  to: Date | undefined;
  onChange: (range: { from?: Date; to?: Date }) => void;
};

/** "From" and "Until (inclusive)" day fields, shared by the filters of the manager panel's lists. */
export function DateRangeFields({ from, to, onChange }: DateRangeFieldsProps) {
  const id = useId();
  return (
    <>
      <label className="text-sm font-medium text-ink" htmlFor={`${id}-from`}>
        From
        <input
          id={`${id}-from`}
          type="date"
          className={`mt-1 ${inputClass}`}
          value={fromInputValue(from)}
          onChange={(e) => onChange({ from: fromFromInput(e.target.value) })}
        />
      </label>
      <label className="text-sm font-medium text-ink" htmlFor={`${id}-to`}>
        Until (inclusive)
        <input
          id={`${id}-to`}
          type="date"
          className={`mt-1 ${inputClass}`}
          value={untilInputValue(to)}
          onChange={(e) => onChange({ to: toFromUntilInput(e.target.value) })}
        />
      </label>
    </>
  );
}
