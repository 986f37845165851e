import { type ContentItem } from '@studio/api/contract/content';
import { ImageOff, Play } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { useContentList } from '@/lib/content';
import { StoredImage } from '@/components/ui/stored-image';

/** Where a content item opens: videos have their own screen (spec section 2). */
function contentPath(item: ContentItem): string {
  return item.type === 'video' ? `/content/video/${item.id}` : `/content/${item.type}/${item.id}`;
}

/** The content made for (or linked to) a product, newest first, 12 at a time. */
export function RelatedContent({ productId }: { productId: string }) {
  const pages = useContentList({ productId });
  const items = pages.data?.pages.flatMap((page) => page.content) ?? [];

  if (pages.isPending) {
    return (
      <p role="status" className="text-sm text-ink-muted">
        Loading content…
      </p>
    );
  }
  if (pages.isError) {
    return <FetchErrorAlert what="content" onRetry={() => void pages.refetch()} />;
  }
  if (items.length === 0) {
    return (
      <p className="text-sm text-ink-muted">
        No content for this product yet. Run a snap on it, or make a packshot above.
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <ul
        aria-label="Related content"
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
      >
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={contentPath(item)}
              className="group block overflow-hidden rounded-lg border border-line bg-surface shadow-card"
            >
              <span className="relative block aspect-square bg-surface-muted">
                {item.contentUrls[0] && item.type !== 'video' ? (
                  <StoredImage
                    src={item.contentUrls[0]}
                    sizes="(min-width: 1024px) 18rem, (min-width: 640px) 33vw, 50vw"
                    loading="lazy"
                    className="size-full object-cover"
                  />
                ) : (
                  <span className="flex size-full items-center justify-center">
                    {item.type === 'video' ? (
                      <Play className="size-8 text-ink-muted" aria-hidden="true" />
                    ) : (
                      <ImageOff className="size-8 text-ink-muted" aria-hidden="true" />
                    )}
                  </span>
                )}
              </span>
              <span className="block truncate px-3 py-2 text-sm font-medium text-ink group-hover:text-brand-700">
                {item.name}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {pages.hasNextPage ? (
        <Button
          variant="secondary"
          className="w-full"
          isLoading={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          Load more
        </Button>
      ) : null}
    </div>
  );
}
