import { Images } from 'lucide-react';
import { useCallback } from 'react';

import { ServerList } from '@/components/ui/server-list';
import { useListSearch } from '@/hooks/use-list-search';
import { CONTENT_PAGE_SIZE, useManagedContent } from '../api/get-content';
import { contentFilters } from '../model/content-filters';
import { ContentDrawer } from './content-drawer';
import { ContentFilterBar } from './content-filter-bar';
import { ContentGrid } from './content-grid';

/** The search parameter of the open drawer: a link (an audit entry's target) can open an item. */
const ITEM_PARAM = 'item';

const TILE_SKELETON = {
  label: 'Loading content',
  className: 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4',
  count: 8,
  itemClassName: 'aspect-square',
};

/**
 * Content Management: every creator's content under filters that live in the URL, a server page
 * of thumbnails at a time; a card opens the item's drawer, where a manager can remove it.
 */
export function ContentPage() {
  const { filters, setFilters, filtered, openId, setOpenId } = useListSearch(
    contentFilters,
    ITEM_PARAM,
  );
  const list = useManagedContent(filters);
  const page = filters.page ?? 1;
  const items = list.data?.items ?? [];
  const open = useCallback((item: { id: string }) => setOpenId(item.id), [setOpenId]);

  return (
    <div className="space-y-6">
      <ContentFilterBar filters={filters} onChange={setFilters} />
      <ServerList
        query={list}
        rows={items.length}
        skeleton={TILE_SKELETON}
        count={(total) => `${total} ${total === 1 ? 'item' : 'items'}`}
        empty={{
          icon: Images,
          item: 'content',
          empty: { title: 'No content yet', text: 'What creators make with snaps appears here.' },
          showAll: 'Show all content',
          onShowAll: () => setFilters({}),
        }}
        filtered={filtered}
        what="content"
        page={page}
        pageSize={CONTENT_PAGE_SIZE}
        onPageChange={(next) => setFilters({ ...filters, page: next })}
        pagesLabel="Content pages"
      >
        <ContentGrid items={items} onOpen={open} />
      </ServerList>
      <ContentDrawer
        contentId={openId}
        fallbackName={items.find((item) => item.id === openId)?.name}
        onClose={() => setOpenId(null)}
      />
    </div>
  );
}
