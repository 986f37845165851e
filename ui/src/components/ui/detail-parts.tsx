import { type ReactNode } from 'react';

/**
 * One fact of a record in a drawer's grid of facts (`<dl>`): its name, then its value. A long
 * value wraps between words, or anywhere (`breakAll`) when it is an id or a path.
 */
export function Fact({
  label,
  children,
  breakAll = false,
}: {
  label: string;
  children: ReactNode;
  breakAll?: boolean;
}) {
  return (
    <div>
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className={`text-sm font-medium text-ink ${breakAll ? 'break-all' : 'break-words'}`}>
        {children}
      </dd>
    </div>
  );
}

/** A titled part of a drawer under its facts: "Recent transactions", "Feedback". */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6">
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}
