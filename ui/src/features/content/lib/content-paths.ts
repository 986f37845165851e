import { type ContentItem } from '@studio/api/contract/content';

/** Where a content item is shown: `/content/{type}/{id}`; videos have their own screen. */
export function contentPath(item: Pick<ContentItem, 'id' | 'type'>): string {
  return `/content/${item.type}/${item.id}`;
}

export function videoPath(id: string): string {
  return `/content/video/${id}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Content and product ids are UUIDs; anything else in a URL cannot name one, so it needs no call. */
export function isUuid(id: string | undefined): id is string {
  return id !== undefined && UUID.test(id);
}

/**
 * `Summer Launch!`, image 2 of `/files/abc.png` → `summer-launch-2.png`; with a `tag` (a social
 * format's, `story-1080x1920`) the tag names the file instead of its number.
 */
export function downloadName(
  name: string,
  url: string,
  index: number,
  count: number,
  tag?: string,
): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'content';
  const extension = /\.([a-z0-9]{2,5})$/i.exec(url.split(/[?#]/)[0] ?? '')?.[1];
  const numbered = tag ? `${base}-${tag}` : count > 1 ? `${base}-${index + 1}` : base;
  return extension ? `${numbered}.${extension.toLowerCase()}` : numbered;
}

export const contentTypeLabels: Record<ContentItem['type'], string> = {
  static_image: 'Image',
  story: 'Story',
  carousel: 'Carousel',
  video: 'Video',
};
