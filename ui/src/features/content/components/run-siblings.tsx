import { type ContentItem } from '@studio/api/contract/content';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';

import { AspectShape } from '@/components/ui/aspect-shape';
import { useContentList } from '@/lib/content';
import { labelledImages } from '@/features/content/lib/content-images';
import { contentPath, videoPath } from '@/features/content/lib/content-paths';
import { ContentThumbnail } from './content-thumbnail';

/**
 * The other content the same run made (a snap's image and its social formats), one tap away from
 * either. It is an extra: while it loads, when it fails, and when the run made nothing else, it
 * takes no room, and the item's own screen is unaffected.
 */
export function RunSiblings({ item }: { item: Pick<ContentItem, 'id' | 'executionId'> }) {
  const executionId = item.executionId ?? undefined;
  const list = useContentList({ executionId }, { enabled: executionId !== undefined });
  const others = (list.data?.pages[0]?.content ?? []).filter((other) => other.id !== item.id);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="run-siblings-title" className="space-y-3">
      <h2
        id="run-siblings-title"
        className="text-sm font-semibold tracking-wide text-ink-muted uppercase"
      >
        Also from this run
      </h2>
      <ul className="grid grid-cols-1 gap-2">
        {others.map((other) => (
          <li key={other.id}>
            <Link
              to={other.type === 'video' ? videoPath(other.id) : contentPath(other)}
              className="flex items-center gap-3 rounded-xl border border-line bg-surface p-2 pr-3 shadow-sm transition-colors hover:border-brand-200 hover:bg-brand-50"
            >
              <ContentThumbnail item={other} className="size-14 shrink-0 rounded-lg" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-ink">{other.name}</span>
                <span className="flex items-center gap-1.5 text-sm text-ink-muted">
                  <FormatShapes item={other} />
                  <span className="min-w-0 truncate">{describe(other)}</span>
                </span>
              </span>
              <ChevronRight className="size-5 shrink-0 text-ink-muted" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The shapes of an item's social formats, side by side; nothing for other content. */
function FormatShapes({ item }: { item: ContentItem }) {
  const shapes = labelledImages(item).flatMap(({ url, formatName, width, height }) =>
    formatName && width && height ? [{ url, width, height }] : [],
  );
  if (shapes.length === 0) return null;
  return (
    <span className="flex shrink-0 items-center gap-0.5 text-brand-600">
      {shapes.map(({ url, width, height }) => (
        <AspectShape key={url} width={width} height={height} className="size-3.5" />
      ))}
    </span>
  );
}

/** "Square, Story and Landscape" for formats; otherwise what it holds. */
function describe(item: ContentItem): string {
  if (item.type === 'video') return 'Video';
  const formats = labelledImages(item).flatMap((image) => image.formatName ?? []);
  if (formats.length === item.images.length && formats.length > 0) {
    return formats.length === 1
      ? formats[0]!
      : `${formats.slice(0, -1).join(', ')} and ${formats.at(-1)!}`;
  }
  const count = item.images.length;
  return `${count} ${count === 1 ? 'image' : 'images'}`;
}
