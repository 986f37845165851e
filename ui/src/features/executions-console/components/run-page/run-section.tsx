import { type ReactNode, useId } from 'react';

/** One part of the run page: a titled card (the title names the region for screen readers). */
export function RunSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-card border border-line bg-surface p-4 sm:p-5"
    >
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {description ? <div className="mt-1 text-sm text-ink-muted">{description}</div> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
