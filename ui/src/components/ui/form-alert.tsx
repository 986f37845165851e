import { CircleAlert, CircleCheck } from 'lucide-react';
import { type ReactNode } from 'react';

type FormAlertProps = {
  tone: 'error' | 'success';
  children: ReactNode;
};

/** A message about a whole form, announced when it appears. */
export function FormAlert({ tone, children }: FormAlertProps) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2 rounded-lg border p-3 text-sm ${
        tone === 'error'
          ? 'border-danger-200 bg-danger-50 text-danger-700'
          : 'border-success-200 bg-success-50 text-ink'
      }`}
    >
      <Icon
        className={`mt-0.5 size-4 shrink-0 ${tone === 'error' ? 'text-danger-600' : 'text-success-600'}`}
        aria-hidden="true"
      />
      <div>{children}</div>
    </div>
  );
}
