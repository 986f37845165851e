import { type ContentItem } from '@studio/api/contract/content';
import { type ReactNode } from 'react';

import { showsAsGallery } from '@/features/content/lib/content-images';
import { fidelitySummary } from '@/lib/product-fidelity';
import { contentTypeLabels } from '@/features/content/lib/content-paths';
import { ContentDownloads } from './content-downloads';
import { ContentEdits } from './content-edits';
import { CopyTextButton } from './copy-text-button';
import { DeleteContentButton } from './delete-content-button';

type ContentDetailsProps = {
  item: ContentItem;
  /** The viewer: images for image content, a player for video. */
  viewer: ReactNode;
  /** The product panel (ContentProduct), composed by the screen. */
  product: ReactNode;
  /** What else the same run made (RunSiblings), first in the facts column; none by default. */
  siblings?: ReactNode;
  /** The cut-out touch-up's button (composed by the screen); none by default. */
  touchUp?: ReactNode;
  onDeleted: () => void;
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One content item: its viewer beside its facts, text, downloads, product and delete. */
export function ContentDetails({
  item,
  viewer,
  product,
  siblings,
  touchUp,
  onDeleted,
}: ContentDetailsProps) {
  const created = new Date(item.createdAt);
  // A gallery puts each image's download under its picture; a second list here would repeat it.
  const downloadsInViewer = showsAsGallery(item);
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="min-w-0">{viewer}</div>
      <div className="space-y-8">
        {siblings}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink-muted">Type</dt>
          <dd className="text-ink">{contentTypeLabels[item.type]}</dd>
          {Number.isNaN(created.getTime()) ? null : (
            <>
              <dt className="text-ink-muted">Created</dt>
              <dd className="text-ink">
                <time dateTime={item.createdAt}>{dateFormat.format(created)}</time>
              </dd>
            </>
          )}
          {item.productFidelity ? (
            <>
              <dt className="text-ink-muted">Product fidelity</dt>
              <dd className="text-ink" data-testid="product-fidelity">
                {fidelitySummary(item.productFidelity)}
              </dd>
            </>
          ) : null}
        </dl>

        <ContentEdits item={item} />
        {touchUp ? <div>{touchUp}</div> : null}

        {item.caption ? (
          <section aria-labelledby="content-caption-title" className="space-y-2">
            <h2
              id="content-caption-title"
              className="text-sm font-semibold tracking-wide text-ink-muted uppercase"
            >
              Caption
            </h2>
            <p className="rounded-lg border border-line bg-surface-muted p-3 text-sm whitespace-pre-line text-ink">
              {item.caption}
            </p>
          </section>
        ) : null}

        <section aria-labelledby="content-share-title" className="space-y-3">
          <h2
            id="content-share-title"
            className="text-sm font-semibold tracking-wide text-ink-muted uppercase"
          >
            {downloadsInViewer ? 'Share' : 'Download and share'}
          </h2>
          {downloadsInViewer ? null : <ContentDownloads item={item} />}
          <CopyTextButton item={item} />
        </section>

        {product}

        <div className="border-t border-line pt-4">
          <DeleteContentButton id={item.id} name={item.name} onDeleted={onDeleted} />
        </div>
      </div>
    </div>
  );
}
