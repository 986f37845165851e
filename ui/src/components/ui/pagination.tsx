import { ChevronLeft, ChevronRight } from 'lucide-react';

type PaginationProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  label?: string;
};

const pageButton =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-full border px-3 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50';

/** Previous / numbered pages / Next. Long runs of pages collapse around the current one. */
export function Pagination({ page, pageCount, onPageChange, label = 'Pages' }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1.5">
      <button
        type="button"
        className={`${pageButton} border-line bg-surface text-ink hover:bg-brand-50`}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        Previous
      </button>
      {visiblePages(page, pageCount).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className="px-1 text-ink-muted" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            aria-label={`Page ${p}`}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => onPageChange(p)}
            className={`${pageButton} ${
              p === page
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-line bg-surface text-ink hover:bg-brand-50'
            }`}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className={`${pageButton} border-line bg-surface text-ink hover:bg-brand-50`}
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}

/** 1 … 4 5 6 … 10: the first, the last and the current page with its neighbours. */
export function visiblePages(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of pages) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last > 1) out.push(p - last === 2 ? last + 1 : null);
    out.push(p);
  }
  return out;
}
