import { type ComponentProps, type ReactNode } from 'react';

import { FetchErrorAlert } from './fetch-error-alert';
import { ListEmptyState } from './list-empty-state';
import { Pagination } from './pagination';

/** The query of a server-paged list: TanStack Query's result for one page. */
interface PageQuery {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
  data?: { total: number };
}

type ServerListProps = {
  query: PageQuery;
  /** How many rows the page holds (0: the empty state). */
  rows: number;
  /** The loading state's placeholder rows or tiles. */
  skeleton: { label: string; className: string; count: number; itemClassName: string };
  /** The count line's words: "12 users". */
  count: (total: number) => string;
  /** Beside the count (an export link). */
  countAside?: ReactNode;
  /** Above the rows once the page is read, even an empty one (a chart, totals). */
  summary?: ReactNode;
  /** The empty state, filtered or not; "show all" clears the filters. */
  empty: Omit<ComponentProps<typeof ListEmptyState>, 'filtered'>;
  filtered: boolean;
  /** What a failed read says it could not fetch ("users"). */
  what: string;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The Pagination landmark's name ("User pages"). */
  pagesLabel: string;
  /** The page itself: a table or a grid. */
  children: ReactNode;
};

/**
 * The states every server-paged manager list passes through, in one place: a skeleton while the
 * first page loads (a status for screen readers), the error with a retry, the empty state (with
 * a way back to everything when filters emptied it), else the count, the rows and the pages.
 */
export function ServerList({
  query,
  rows,
  skeleton,
  count,
  countAside,
  summary,
  empty,
  filtered,
  what,
  page,
  pageSize,
  onPageChange,
  pagesLabel,
  children,
}: ServerListProps) {
  if (query.isPending) {
    return (
      <div
        className={skeleton.className}
        role="status"
        aria-busy="true"
        aria-label={skeleton.label}
      >
        {Array.from({ length: skeleton.count }, (_, i) => (
          <div
            key={i}
            className={`animate-pulse rounded-card bg-surface-muted ${skeleton.itemClassName}`}
          />
        ))}
      </div>
    );
  }
  if (query.isError || !query.data) {
    return <FetchErrorAlert what={what} onRetry={() => void query.refetch()} />;
  }
  if (rows === 0) {
    return (
      <>
        {summary}
        <ListEmptyState {...empty} filtered={filtered} />
      </>
    );
  }
  const { total } = query.data;
  const countLine = (
    <p className="text-sm text-ink-muted" aria-live="polite">
      {count(total)}
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
      <Pagination
        page={page}
        pageCount={Math.ceil(total / pageSize)}
        onPageChange={onPageChange}
        label={pagesLabel}
      />
    </>
  );
}
