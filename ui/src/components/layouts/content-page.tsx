import { type ReactNode, useEffect, useRef } from 'react';

type ContentPageProps = {
  title: string;
  description?: ReactNode;
  /** Beside the title on wide screens, under it on small ones. */
  actions?: ReactNode;
  width?: 'md' | 'lg' | 'xl';
  /**
   * Move the focus to the heading when the page opens: the page shows what an action on another
   * screen just made (a run's result), and keyboard and screen-reader users start there.
   */
  focusTitle?: boolean;
  children: ReactNode;
};

const widths = { md: 'max-w-2xl', lg: 'max-w-4xl', xl: 'max-w-6xl' } as const;

/** A screen with a heading and room for its content: settings, plans, history. */
export function ContentPage({
  title,
  description,
  actions,
  width = 'lg',
  focusTitle = false,
  children,
}: ContentPageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <div className={`mx-auto w-full ${widths[width]} flex-1 px-4 py-8 sm:px-6 sm:py-10`}>
      <title>{`${title} · Snapshot Studio`}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1
            ref={heading}
            tabIndex={focusTitle ? -1 : undefined}
            className="text-3xl font-bold tracking-tight text-ink outline-none"
          >
            {title}
          </h1>
          {description ? <div className="mt-2 text-ink-muted">{description}</div> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <div className="mt-8">{children}</div>
    </div>
  );
}
