import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';

import { FieldError, FieldLabel, inputClass } from './text-field';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  error?: string;
  labelAside?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A password input with a show/hide toggle. */
export function PasswordField({
  label,
  error,
  labelAside,
  id,
  className = '',
  ...props
}: PasswordFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className={className}>
      <FieldLabel htmlFor={inputId} label={label} aside={labelAside} />
      <div className="relative mt-1.5">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={`${inputClass} pr-12`}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          aria-controls={inputId}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-ink-muted hover:text-ink"
        >
          <Icon className="size-5" aria-hidden="true" />
        </button>
      </div>
      <FieldError id={`${inputId}-error`} error={error} />
    </div>
  );
}
