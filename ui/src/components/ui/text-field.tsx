import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

export const inputClass =
  'block h-11 w-full rounded-lg border border-line bg-surface px-3 text-base text-ink shadow-sm placeholder:text-ink-muted/70 focus-visible:border-brand-500 aria-invalid:border-danger-600 sm:text-sm';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** The validation message under the field; also marks the field invalid. */
  error?: string;
  /** A sentence under the field (and its error) that helps fill it in, read with the field. */
  hint?: string;
  /** Something beside the label, such as a "Forgot password?" link. */
  labelAside?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({
  label,
  error,
  hint,
  labelAside,
  id,
  className = '',
  ...props
}: TextFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <div className={className}>
      <FieldLabel htmlFor={inputId} label={label} aside={labelAside} />
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [error && `${inputId}-error`, hint && `${inputId}-hint`].filter(Boolean).join(' ') ||
          undefined
        }
        className={`mt-1.5 ${inputClass}`}
        {...props}
      />
      <FieldError id={`${inputId}-error`} error={error} />
      {hint ? (
        <p id={`${inputId}-hint`} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function FieldLabel({
  htmlFor,
  label,
  aside,
}: {
  htmlFor: string;
  label: string;
  aside?: ReactNode;
}) {
  return (
    <div className="flex items-baseline justify-between gap-2">
      <label htmlFor={htmlFor} className="text-sm font-medium text-ink">
        {label}
      </label>
      {aside}
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-danger-700">
      {error}
    </p>
  );
}
