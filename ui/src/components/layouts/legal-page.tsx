import { type ReactNode } from 'react';

type LegalPageProps = {
  title: string;
  /** When the text last changed, as written on the page. */
  updated: string;
  intro: ReactNode;
  sections: readonly { id: string; title: string; body: ReactNode }[];
};

/** A legal document: title, a table of contents, then numbered sections. */
export function LegalPage({ title, updated, intro, sections }: LegalPageProps) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <title>{`${title} · Snapshot Studio`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-ink-muted">Last updated: {updated}</p>
      <div className="mt-6 space-y-4 leading-relaxed text-ink-muted">{intro}</div>
      <nav
        aria-label="Contents"
        className="mt-8 rounded-card border border-line bg-surface-muted p-5"
      >
        <h2 className="text-sm font-semibold text-ink">Contents</h2>
        <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="rounded text-brand-700 underline-offset-2 hover:underline"
              >
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="mt-10 scroll-mt-24"
        >
          <h2 id={`${section.id}-title`} className="text-xl font-semibold text-ink">
            {index + 1}. {section.title}
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed text-ink-muted [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_strong]:text-ink [&_ul]:space-y-1.5">
            {section.body}
          </div>
        </section>
      ))}
    </article>
  );
}
