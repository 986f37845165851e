import { type LucideIcon } from 'lucide-react';
import { type ReactNode } from 'react';

import { FetchErrorAlert } from './fetch-error-alert';
import { ListEmptyState } from './list-empty-state';
import { LoadingSkeleton, type SkeletonShape } from './loading-skeleton';
import { OlderPages, type OlderPagesProps } from './older-pages';
import { Pagination } from './pagination';

/** The list's query: TanStack Query's result for a page, a whole list or pages loaded so far. */
type ListQuery = {
  isPending: boolean;
  isError: boolean;
  /** The previous page still shown while the next loads (`keepPreviousData`). */
  isPlaceholderData?: boolean;
  refetch: () => unknown;
};

/** What an empty list says (ListEmptyState): nothing yet, or nothing under these filters. */
type EmptyWords = {
  icon: LucideIcon;
  /** One item in words, for "No {item} matches these filters". */
  item: string;
  title: string;
  text: string;
  /** The button that clears the filters: "Show every user". */
  showAll: string;
};

type ListBodyProps = {
  query: ListQuery;
  /** How many rows are read (0: the empty state). */
  rows: number;
  /** While the first read is under way: placeholders shaped like the rows, or a sentence. */
  loading: SkeletonShape | string;
  /** What a failed read could not fetch: "Failed to fetch {what}." */
  what: string;
  /** No rows: the empty state's words, or a sentence. Without it an empty list draws its rows. */
  empty?: EmptyWords | string;
  /** The list's URL filters (`useUrlFilters`): whether they emptied it, and the page shown. */
  filters?: {
    isFiltered: boolean;
    clearFilters: () => void;
    page: number;
    setPage: (page: number) => void;
  };
  /** The count line: "12 users". */
  count?: string;
  /** Beside the count (an export link, a "New" button). */
  countAside?: ReactNode;
  /** Above the rows once they are read, even when there are none (a chart, totals, a form). */
  summary?: ReactNode;
  /** Server pages: the rows in all, a page's size and the page links' name ("User pages"). */
  pages?: { total: number; size: number; label: string };
  /** Under the rows: a status for screen readers, a form. */
  footer?: ReactNode;
  /** A list read a keyset page at a time: "Show older…" under its rows, or the end said. */
  older?: OlderPagesProps;
  /** The rows: a table, a grid of cards, a list. */
  children: ReactNode;
};

/**
 * The states every list screen passes through, in one place: placeholders while it first loads
 * (a busy status for screen readers), the error with a retry, the empty state (with the way back
 * to everything when filters emptied it), else the count, the rows and the pages.
 */
export function ListBody({
  query,
  rows,
  loading,
  what,
  empty,
  filters,
  count,
  countAside,
  summary,
  pages,
  footer,
  older,
  children,
}: ListBodyProps) {
  if (query.isPending) {
    return typeof loading === 'string' ? (
      <p role="status" className="text-sm text-ink-muted">
        {loading}
      </p>
    ) : (
      <LoadingSkeleton {...loading} />
    );
  }
  if (query.isError) {
    return <FetchErrorAlert what={what} onRetry={() => void query.refetch()} />;
  }
  if (rows === 0 && empty !== undefined) {
    return (
      <>
        {summary}
        {typeof empty === 'string' ? (
          <p className="text-sm text-ink-muted">{empty}</p>
        ) : (
          <ListEmptyState
            icon={empty.icon}
            item={empty.item}
            empty={empty}
            showAll={empty.showAll}
            filtered={filters?.isFiltered ?? false}
            onShowAll={() => filters?.clearFilters()}
          />
        )}
        {footer}
      </>
    );
  }
  const countLine =
    count === undefined ? null : (
      <p className="text-sm text-ink-muted" aria-live="polite">
        {count}
        {query.isPlaceholderData ? ' · loading…' : ''}
      </p>
    );
  return (
    <>
      {summary}
      {countAside ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {countLine}
          {countAside}
        </div>
      ) : (
        countLine
      )}
      {children}
      {pages ? (
        <Pagination
          page={filters?.page ?? 1}
          pageCount={Math.ceil(pages.total / pages.size)}
          onPageChange={(page) => filters?.setPage(page)}
          label={pages.label}
        />
      ) : null}
      {older && rows > 0 ? <OlderPages {...older} /> : null}
      {footer}
    </>
  );
}
