import { type ContentItem } from '@studio/api/contract/content';

/** A video item's first file, played with the browser's own controls. */
export function VideoPlayer({ item }: { item: Pick<ContentItem, 'name' | 'contentUrls'> }) {
  const url = item.contentUrls[0];
  if (!url) return <p className="text-ink-muted">This video has no file.</p>;
  return (
    <video
      src={url}
      controls
      playsInline
      preload="metadata"
      aria-label={item.name}
      className="mx-auto max-h-[70vh] w-full rounded-card border border-line bg-ink"
    >
      Your browser cannot play this video. Use the download link instead.
    </video>
  );
}
