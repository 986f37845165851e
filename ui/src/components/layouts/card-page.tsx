import { type ReactNode } from 'react';

type CardPageProps = {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
};

/** A narrow card centred on the page, for short single-purpose screens (password reset...). */
export function CardPage({ title, description, icon, children }: CardPageProps) {
  return (
    <div className="flex flex-1 items-start justify-center bg-surface-muted px-4 py-10 sm:items-center sm:py-16">
      <title>{`${title} · Snapshot Studio`}</title>
      <section
        aria-labelledby="card-page-title"
        className="w-full max-w-md rounded-card border border-line bg-surface p-6 shadow-card sm:p-8"
      >
        {icon ? <div className="mb-4 flex justify-center">{icon}</div> : null}
        <h1 id="card-page-title" className="text-center text-2xl font-bold tracking-tight text-ink">
          {title}
        </h1>
        {description ? (
          <div className="mt-2 text-center text-sm text-ink-muted">{description}</div>
        ) : null}
        <div className="mt-6">{children}</div>
      </section>
    </div>
  );
}
