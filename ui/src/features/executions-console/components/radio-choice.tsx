import { useId } from 'react';

/** One option of a radio group, with a line under it saying what it does. */
export function RadioChoice({
  name,
  checked,
  onChange,
  label,
  hint,
  disabled = false,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  hint?: string;
  disabled?: boolean;
}) {
  const hintId = useId();
  return (
    <label
      className={`flex items-start gap-3 text-sm ${disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'}`}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-describedby={hint ? hintId : undefined}
        className="mt-0.5 size-4 accent-brand-600"
      />
      <span>
        <span className="font-medium text-ink">{label}</span>
        {hint ? (
          <span id={hintId} className="block text-xs text-ink-muted">
            {hint}
          </span>
        ) : null}
      </span>
    </label>
  );
}
