import { type ContentItem } from '@studio/api/contract/content';
import { Check, ImageOff } from 'lucide-react';
import { type UIEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { FormAlert } from '@/components/ui/form-alert';
import { useContentList } from '@/lib/content';
import { StoredImage } from '@/components/ui/stored-image';

/** Spec section 9: each content item shows up to 4 of its images, then a count of the rest. */
export const PICKER_THUMBNAILS = 4;
/** Spec section 9: the next page loads within 100 px of the list's bottom. */
export const INFINITE_SCROLL_THRESHOLD_PX = 100;

type ContentSourceProps = {
  chosen: ContentItem | null;
  onChoose: (item: ContentItem) => void;
  onAnalyze: () => void;
};

export const NO_IMAGES_MESSAGE = 'This content has no images to analyze.';

/** From Content: pick one of the user's content items; its images are analysed. */
export function ContentSource({ chosen, onChoose, onAnalyze }: ContentSourceProps) {
  const pages = useContentList();
  const items = pages.data?.pages.flatMap((page) => page.content) ?? [];
  // Opened on a content item that is not on the pages loaded so far: show it first.
  const list = chosen && !items.some((item) => item.id === chosen.id) ? [chosen, ...items] : items;
  const hasImages = (chosen?.contentUrls.length ?? 0) > 0;

  function onScroll(event: UIEvent<HTMLElement>) {
    const el = event.currentTarget;
    const fromBottom = el.scrollHeight - el.scrollTop - el.clientHeight;
    if (fromBottom <= INFINITE_SCROLL_THRESHOLD_PX && pages.hasNextPage && !pages.isFetching) {
      void pages.fetchNextPage();
    }
  }

  return (
    <div className="space-y-4">
      {pages.isPending && list.length === 0 ? (
        <p role="status" className="py-6 text-center text-sm text-ink-muted">
          Loading your content…
        </p>
      ) : pages.isError && list.length === 0 ? (
        <FetchErrorAlert what="content" onRetry={() => void pages.refetch()} />
      ) : list.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-muted">
          You have no content yet. Generate some, then turn it into a product here.
        </p>
      ) : (
        <div
          onScroll={onScroll}
          data-testid="content-picker"
          className="max-h-72 overflow-y-auto rounded-lg border border-line p-2"
        >
          <ul aria-label="Content to choose from" className="space-y-2">
            {list.map((item) => (
              <li key={item.id}>
                <ContentChoice
                  item={item}
                  selected={item.id === chosen?.id}
                  onChoose={() => onChoose(item)}
                />
              </li>
            ))}
          </ul>
          {pages.hasNextPage ? (
            <Button
              variant="ghost"
              size="sm"
              className="mt-2 w-full"
              isLoading={pages.isFetchingNextPage}
              onClick={() => void pages.fetchNextPage()}
            >
              Load more
            </Button>
          ) : null}
        </div>
      )}

      {chosen && !hasImages ? <FormAlert tone="error">{NO_IMAGES_MESSAGE}</FormAlert> : null}
      <Button className="w-full" disabled={!chosen || !hasImages} onClick={onAnalyze}>
        Analyze Content
      </Button>
    </div>
  );
}

function ContentChoice({
  item,
  selected,
  onChoose,
}: {
  item: ContentItem;
  selected: boolean;
  onChoose: () => void;
}) {
  const shown = item.contentUrls.slice(0, PICKER_THUMBNAILS);
  const more = item.contentUrls.length - shown.length;
  const count = item.contentUrls.length;
  return (
    <button
      type="button"
      aria-pressed={selected}
      // Named by what it shows (the item's name, its count, its product): an aria-label of its
      // own said less than the card does, which speech-input users cannot match (WCAG 2.5.3).
      onClick={onChoose}
      className={`flex w-full items-center gap-3 rounded-lg border p-2 text-left transition-colors ${
        selected ? 'border-brand-500 bg-brand-50' : 'border-line hover:border-brand-200'
      }`}
    >
      <span className="flex shrink-0 items-center gap-1">
        {shown.length === 0 ? (
          <span className="flex size-12 items-center justify-center rounded-md bg-surface-muted">
            <ImageOff className="size-5 text-ink-muted" aria-hidden="true" />
          </span>
        ) : (
          shown.map((url) => (
            <StoredImage
              key={url}
              src={url}
              sizes="48px"
              loading="lazy"
              className="size-12 rounded-md border border-line object-cover"
            />
          ))
        )}
        {more > 0 ? (
          <span
            data-testid="more-images"
            // The count in the text says it; read once, after the name.
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-md bg-surface-muted text-sm font-semibold text-ink-muted"
          >
            +{more}
          </span>
        ) : null}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold text-ink">{item.name}</span>
        <span className="block text-xs text-ink-muted">
          {count === 0 ? 'No images' : count === 1 ? '1 image' : `${count} images`}
          {item.productName ? ` · ${item.productName}` : ''}
        </span>
      </span>
      {selected ? <Check className="size-5 shrink-0 text-brand-600" aria-hidden="true" /> : null}
    </button>
  );
}
