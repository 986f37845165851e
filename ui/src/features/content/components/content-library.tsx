import { ImagePlus, ListChecks, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { FormAlert } from '@/components/ui/form-alert';
import { GridSkeleton } from '@/components/ui/grid-skeleton';
import { useLoadMoreTrigger } from '@/hooks/use-load-more-trigger';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { type ContentListFilter, useContentList } from '@/lib/content';
import { ListEmptyState } from '@/components/ui/list-empty-state';
import { CONTENT_GRID_CLASS, ContentGrid } from './content-grid';
import { ContentSelectionBar } from './content-selection-bar';

/**
 * The user's content, newest first, 12 at a time. The next page loads when the end of the grid
 * comes within 100 px of the bottom of the screen (spec section 9), or with the Load more button,
 * which keyboard and switch users can reach without scrolling. Select lets the creator choose
 * items to download as one ZIP or delete together.
 */
export function ContentLibrary({
  filter = {},
  onClearFilters,
}: {
  filter?: ContentListFilter;
  /** Shown when a search or filter finds nothing. */
  onClearFilters?: () => void;
}) {
  const list = useContentList(filter);
  const [selected, setSelected] = useState<ReadonlySet<string> | null>(null);
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = list;

  useEffect(() => {
    if (!list.isError) return;
    toast({
      variant: 'destructive',
      title: 'Failed to fetch content',
      description: serverMessage(list.error) ?? 'Please try again.',
    });
    // One toast per failure: errorUpdatedAt moves each time a fetch fails.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.isError, list.errorUpdatedAt]);

  const loadMore = () => void fetchNextPage({ cancelRefetch: false });
  const sentinel = useLoadMoreTrigger({
    // After a failed page, wait for the button rather than retrying on every scroll.
    hasMore: hasNextPage && !isFetchNextPageError,
    isLoading: isFetchingNextPage,
    onLoadMore: loadMore,
  });

  if (list.isPending) return <GridSkeleton gridClassName={CONTENT_GRID_CLASS} count={8} />;
  if (list.isError && !list.data) {
    return (
      <div className="space-y-4">
        <FormAlert tone="error">Your content could not be loaded.</FormAlert>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const items = list.data.pages.flatMap((page) => page.content);
  const searched = Boolean(filter.q || filter.snapId || filter.type || filter.from || filter.to);
  if (items.length === 0 && searched && onClearFilters) {
    return (
      <ListEmptyState
        icon={SearchX}
        filtered
        item="content"
        empty={{ title: 'No content yet', text: '' }}
        showAll="Show all content"
        onShowAll={onClearFilters}
      />
    );
  }
  if (items.length === 0) return <EmptyLibrary filtered={Boolean(filter.productId)} />;

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="space-y-6">
      <div className="flex justify-end">
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={selected !== null}
          onClick={() => setSelected(selected ? null : new Set())}
        >
          <ListChecks className="size-4" aria-hidden="true" />
          {selected ? 'Done selecting' : 'Select'}
        </Button>
      </div>
      <ContentGrid items={items} selected={selected} onToggle={toggle} />
      <div ref={sentinel} data-testid="content-load-more-sentinel" aria-hidden="true" />
      {hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={loadMore} isLoading={isFetchingNextPage}>
            {isFetchingNextPage ? 'Loading more…' : 'Load more'}
          </Button>
        </div>
      ) : (
        <p className="text-center text-sm text-ink-muted">
          {items.length === 1
            ? "You've seen your only item."
            : `You've seen all ${items.length} items.`}
        </p>
      )}
      <p role="status" className="sr-only">
        {isFetchingNextPage ? 'Loading more content…' : ''}
      </p>
      {selected ? (
        <ContentSelectionBar
          ids={items.filter((item) => selected.has(item.id)).map((item) => item.id)}
          allChosen={selected.size === items.length}
          onSelectAll={() => setSelected(new Set(items.map((item) => item.id)))}
          onClear={() => setSelected(new Set())}
          onDeleted={() => setSelected(null)}
        />
      ) : null}
    </div>
  );
}

function EmptyLibrary({ filtered }: { filtered: boolean }) {
  return (
    <section
      aria-labelledby="content-empty-title"
      className="flex flex-col items-center rounded-card border border-dashed border-line bg-surface-muted px-6 py-12 text-center"
    >
      <ImagePlus className="size-10 text-brand-600" aria-hidden="true" />
      <h2 id="content-empty-title" className="mt-4 text-lg font-bold text-ink">
        {filtered ? 'No content for this product yet' : 'No content yet'}
      </h2>
      <p className="mt-2 max-w-sm text-ink-muted">
        Pick a snap, upload a product photo and your generated images will appear here.
      </p>
      <ButtonLink to="/create-content" className="mt-6">
        Create content
      </ButtonLink>
    </section>
  );
}
