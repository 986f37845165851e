import { type ContentItem } from '@studio/api/contract/content';
import { ImageOff, Video } from 'lucide-react';
import { StoredImage } from '@/components/ui/stored-image';

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
    <StoredImage
      src={first}
      sizes="(min-width: 1024px) 18rem, (min-width: 640px) 33vw, 50vw"
      loading="lazy"
      className={`bg-surface-muted object-cover ${className}`}
    />
  );
}
