import { type ReactNode } from 'react';

/**
 * A manager section's page inside the panel frame: the tab title, the heading, a sentence on
 * what the section is for, then the section itself. `narrow` suits a single column (a short list).
 */
export function ManagerPage({
  title,
  intro,
  narrow = false,
  children,
}: {
  title: string;
  intro: ReactNode;
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto w-full ${narrow ? 'max-w-4xl' : 'max-w-7xl'} px-4 py-8 sm:px-6`}>
      <title>{`${title} · Snapshot Studio`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
      <p className="mt-2 text-ink-muted">{intro}</p>
      <div className="mt-6">{children}</div>
    </div>
  );
}
