import { type ContentItem } from '@studio/api/contract/content';
import { Download } from 'lucide-react';

import { buttonBase, buttonSizes, buttonVariants } from '@/components/ui/button';
import { downloadName } from '@/features/content/lib/content-paths';

const linkClass = `${buttonBase} ${buttonVariants.secondary} ${buttonSizes.sm}`;

/** A download link for each of the item's files (its images, or its video). */
export function ContentDownloads({
  item,
}: {
  item: Pick<ContentItem, 'name' | 'type' | 'contentUrls'>;
}) {
  const urls = item.contentUrls;
  if (urls.length === 0) return null;
  const noun = item.type === 'video' ? 'video' : 'image';
  return (
    <ul aria-label="Downloads" className="flex flex-wrap gap-2">
      {urls.map((url, i) => (
        <li key={`${i}-${url}`}>
          <a
            href={url}
            download={downloadName(item.name, url, i, urls.length)}
            className={linkClass}
          >
            <Download className="size-4" aria-hidden="true" />
            {urls.length > 1 ? `Download ${noun} ${i + 1}` : `Download ${noun}`}
          </a>
        </li>
      ))}
    </ul>
  );
}
