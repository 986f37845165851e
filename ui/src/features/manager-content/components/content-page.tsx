import { Images } from 'lucide-react';

import { ListBody } from '@/components/ui/list-body';
import { useListWithDrawer } from '@/hooks/use-list-with-drawer';
import { CONTENT_PAGE_SIZE, useManagedContent } from '../api/get-content';
import { contentFilters } from '../model/content-filters';
import { ContentDrawer } from './content-drawer';
import { ContentFilterBar } from './content-filter-bar';
import { CONTENT_TILES, ContentGrid } from './content-grid';

/** The search parameter of the open drawer: a link (an audit entry's target) can open an item. */
const ITEM_PARAM = 'item';

const NO_CONTENT = {
  icon: Images,
  item: 'content',
  title: 'No content yet',
  text: 'What creators make with snaps appears here.',
  showAll: 'Show all content',
};

/**
 * Content Management: every creator's content under filters that live in the URL, a server page
 * of thumbnails at a time; a card opens the item's drawer, where a manager can remove it.
 */
export function ContentPage() {
  const { search, openId, open, close } = useListWithDrawer(contentFilters, ITEM_PARAM);
  const list = useManagedContent(search.filters);
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  return (
    <div className="space-y-6">
      <ContentFilterBar state={search} />
      <ListBody
        query={list}
        rows={items.length}
        loading={CONTENT_TILES}
        what="content"
        empty={NO_CONTENT}
        filters={search}
        count={`${total} ${total === 1 ? 'item' : 'items'}`}
        pages={{ total, size: CONTENT_PAGE_SIZE, label: 'Content pages' }}
      >
        <ContentGrid items={items} onOpen={open} />
      </ListBody>
      <ContentDrawer
        contentId={openId}
        fallbackName={items.find((item) => item.id === openId)?.name}
        onClose={close}
      />
    </div>
  );
}
