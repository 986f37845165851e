import { Images } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { ListEmptyState } from '@/components/ui/list-empty-state';
import { Pagination } from '@/components/ui/pagination';
import { CONTENT_PAGE_SIZE, useManagedContent } from '../api/get-content';
import {
  type ContentFilters,
  contentFiltersFromSearch,
  hasContentFilters,
  searchFromContentFilters,
} from '../model/content-filters';
import { ContentDrawer } from './content-drawer';
import { ContentFilterBar } from './content-filter-bar';
import { ContentGrid } from './content-grid';

/** The search parameter of the open drawer: a link (an audit entry's target) can open an item. */
const ITEM_PARAM = 'item';

/** The section's URL: the grid's filters and page, and the item whose drawer is open. */
function useContentSearch() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => contentFiltersFromSearch(search), [search]);
  const openId = search.get(ITEM_PARAM) || null;
  const setFilters = useCallback(
    (next: ContentFilters) =>
      setSearch(
        (current) => {
          const updated = searchFromContentFilters(next);
          const item = current.get(ITEM_PARAM);
          if (item) updated.set(ITEM_PARAM, item);
          return updated;
        },
        { replace: true },
      ),
    [setSearch],
  );
  const setOpenId = useCallback(
    (id: string | null) =>
      setSearch((current) => {
        const updated = new URLSearchParams(current);
        if (id) updated.set(ITEM_PARAM, id);
        else updated.delete(ITEM_PARAM);
        return updated;
      }),
    [setSearch],
  );
  return { filters, setFilters, openId, setOpenId };
}

/**
 * Content Management: every creator's content under filters that live in the URL, a server page
 * of thumbnails at a time; a card opens the item's drawer, where a manager can remove it.
 */
export function ContentPage() {
  const { filters, setFilters, openId, setOpenId } = useContentSearch();
  const list = useManagedContent(filters);
  const page = filters.page ?? 1;
  const items = list.data?.items ?? [];
  const open = useCallback((item: { id: string }) => setOpenId(item.id), [setOpenId]);
  const filtered = hasContentFilters(filters);

  return (
    <div className="space-y-6">
      <ContentFilterBar filters={filters} onChange={setFilters} />
      {list.isPending ? (
        <div
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          role="status"
          aria-busy="true"
          aria-label="Loading content"
        >
          {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
            <div key={i} className="aspect-square animate-pulse rounded-card bg-surface-muted" />
          ))}
        </div>
      ) : list.isError ? (
        <FetchErrorAlert what="content" onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <ListEmptyState
          icon={Images}
          filtered={filtered}
          item="content"
          empty={{ title: 'No content yet', text: 'What creators make with snaps appears here.' }}
          showAll="Show all content"
          onShowAll={() => setFilters({})}
        />
      ) : (
        <>
          <p className="text-sm text-ink-muted" aria-live="polite">
            {list.data.total} {list.data.total === 1 ? 'item' : 'items'}
            {list.isPlaceholderData ? ' · loading…' : ''}
          </p>
          <ContentGrid items={items} onOpen={open} />
          <Pagination
            page={page}
            pageCount={Math.ceil(list.data.total / CONTENT_PAGE_SIZE)}
            onPageChange={(next) => setFilters({ ...filters, page: next })}
            label="Content pages"
          />
        </>
      )}
      <ContentDrawer
        contentId={openId}
        fallbackName={items.find((item) => item.id === openId)?.name}
        onClose={() => setOpenId(null)}
      />
    </div>
  );
}
