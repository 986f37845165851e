import { type LucideIcon } from 'lucide-react';
import { type ReactNode } from 'react';

/** A run's marker (test run, demo, replay of…, platform paid): a tinted pill with its icon. */
export function RunMarker({
  icon: Icon,
  className,
  children,
}: {
  icon: LucideIcon;
  /** Its tint: 'bg-violet-50 text-violet-800'. */
  className: string;
  children: ReactNode;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${className}`}
    >
      <Icon className="size-3" aria-hidden="true" />
      {children}
    </span>
  );
}
