import { Construction } from 'lucide-react';
import { type ReactNode } from 'react';

import { ButtonLink } from '@/components/ui/button-link';

type PlaceholderPageProps = {
  title: string;
  children: ReactNode;
  /** A link out of the placeholder; none when omitted. */
  back?: { to: string; label: string };
};

/** Stands in for a screen that a later release builds, and says what it will hold. */
export function PlaceholderPage({ title, children, back }: PlaceholderPageProps) {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <title>{`${title} · Snapshot Studio`}</title>
      <section
        aria-labelledby="placeholder-title"
        className="w-full max-w-lg rounded-card border border-line bg-surface p-6 text-center shadow-card sm:p-8"
      >
        <Construction className="mx-auto size-10 text-brand-600" aria-hidden="true" />
        <h1 id="placeholder-title" className="mt-4 text-2xl font-bold tracking-tight text-ink">
          {title}
        </h1>
        <div className="mt-3 space-y-3 text-ink-muted">{children}</div>
        {back ? (
          <ButtonLink to={back.to} variant="secondary" className="mt-6">
            {back.label}
          </ButtonLink>
        ) : null}
      </section>
    </div>
  );
}
