import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { type ReactNode } from 'react';

type FormAlertProps = {
  /** `info`: something to know before filling the form in, neither a failure nor a success. */
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  id?: string;
};

const tones = {
  error: {
    Icon: CircleAlert,
    box: 'border-danger-200 bg-danger-50 text-danger-700',
    icon: 'text-danger-600',
  },
  success: {
    Icon: CircleCheck,
    box: 'border-success-200 bg-success-50 text-ink',
    icon: 'text-success-600',
  },
  info: { Icon: Info, box: 'border-line bg-surface-muted text-ink', icon: 'text-brand-700' },
} as const;

/** A message about a whole form, announced when it appears. */
export function FormAlert({ tone, children, id }: FormAlertProps) {
  const { Icon, box, icon } = tones[tone];
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2 rounded-lg border p-3 text-sm ${box}`}
    >
      <Icon className={`mt-0.5 size-4 shrink-0 ${icon}`} aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}
