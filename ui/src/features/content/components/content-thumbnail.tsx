import { type ContentItem } from '@studio/api/contract/content';
import { ImageOff, Video } from 'lucide-react';

type ContentThumbnailProps = {
  item: Pick<ContentItem, 'type' | 'contentUrls'>;
  className?: string;
};

/** The item's first image; videos and items without images get an icon instead. */
export function ContentThumbnail({ item, className = '' }: ContentThumbnailProps) {
  const first = item.contentUrls[0];
  if (item.type === 'video' || !first) {
    const Icon = item.type === 'video' ? Video : ImageOff;
    return (
      <div
        className={`flex items-center justify-center bg-surface-muted text-ink-muted ${className}`}
      >
        <Icon className="size-10" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={first}
      alt=""
      loading="lazy"
      decoding="async"
      className={`bg-surface-muted object-cover ${className}`}
    />
  );
}
