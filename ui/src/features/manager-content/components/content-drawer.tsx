import { type ManagedContentDetail } from '@studio/api/contract/manager-content';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { DetailSection, Fact } from '@/components/ui/detail-parts';
import { DetailSheet } from '@/components/ui/detail-sheet';
import { StoredImage } from '@/components/ui/stored-image';
import { useManagedContentDetail } from '../api/get-content';
import { formatMoment, TYPE_LABELS } from '../model/content-format';
import { RemoveContentDialog } from './remove-content-dialog';

function ContentDetails({ item }: { item: ManagedContentDetail }) {
  const [removing, setRemoving] = useState(false);
  return (
    <div className="px-1">
      <ul aria-label="Images" className="space-y-2">
        {item.contentUrls.map((url, index) => (
          <li key={url}>
            <StoredImage
              src={url}
              sizes="(min-width: 640px) 30rem, 100vw"
              alt={
                item.contentUrls.length > 1
                  ? `${item.name}, image ${index + 1} of ${item.contentUrls.length}`
                  : item.name
              }
              className={`w-full rounded-card border border-line bg-surface-muted ${
                item.removal ? 'opacity-60 grayscale' : ''
              }`}
            />
          </li>
        ))}
      </ul>
      {item.caption ? <p className="mt-3 text-sm text-ink">{item.caption}</p> : null}

      {/* Polite: a removal made in the dialog is announced here, since the page's toasts sit
          behind the drawer, hidden from screen readers while it is open. */}
      <div aria-live="polite">
        {item.removal ? (
          <section
            aria-label="Removal"
            className="mt-4 rounded-card border border-danger-200 bg-danger-50 p-3 text-sm text-ink"
          >
            <p className="font-semibold text-danger-700">
              Removed from the creator’s library {formatMoment(item.removal.at)}
              {item.removal.by ? ` by ${item.removal.by}` : ''}.
            </p>
            <p className="mt-1">Reason: {item.removal.reason}</p>
          </section>
        ) : null}
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-3">
        <Fact label="Creator">
          <Link
            to={`/manager?user=${encodeURIComponent(item.creator.id)}`}
            className="text-brand-700 hover:underline"
          >
            {item.creator.name}
          </Link>
          <span className="block text-xs font-normal break-all text-ink-muted">
            {item.creator.email}
          </span>
        </Fact>
        <Fact label="Type">{TYPE_LABELS[item.type]}</Fact>
        <Fact label="Snap">{item.snap?.name ?? 'No snap'}</Fact>
        <Fact label="Made">{formatMoment(item.createdAt)}</Fact>
        <Fact label="Run">
          {item.run ? (
            <Link
              to={`/manager/workflow-executions/${item.run.id}`}
              className="text-brand-700 hover:underline"
            >
              {item.run.version === null ? 'Open the run' : `Version ${item.run.version} run`}
            </Link>
          ) : (
            'None'
          )}
          {item.run ? (
            <span className="block text-xs font-normal text-ink-muted">{item.run.status}</span>
          ) : null}
        </Fact>
        <Fact label="Product">{item.productName ?? 'None'}</Fact>
      </dl>

      <DetailSection title="Feedback">
        {item.feedback.length === 0 ? (
          <p className="text-sm text-ink-muted">No feedback on it.</p>
        ) : (
          <ul aria-label="Feedback" className="divide-y divide-line text-sm">
            {item.feedback.map((entry) => (
              <li key={entry.ratedAt} className="py-2">
                <span
                  className={`inline-flex items-center gap-1 font-semibold ${
                    entry.rating === 'Bad' ? 'text-danger-600' : 'text-success-700'
                  }`}
                >
                  {entry.rating === 'Bad' ? (
                    <ThumbsDown className="size-4" aria-hidden="true" />
                  ) : (
                    <ThumbsUp className="size-4" aria-hidden="true" />
                  )}
                  {entry.rating}
                </span>{' '}
                <span className="text-xs text-ink-muted">{formatMoment(entry.ratedAt)}</span>
                {entry.comment ? <p className="mt-1 text-ink">{entry.comment}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </DetailSection>

      {item.removal ? null : (
        <div className="mt-6 border-t border-line pt-4">
          <Button variant="danger" size="sm" onClick={() => setRemoving(true)}>
            Remove from the creator’s library
          </Button>
          <RemoveContentDialog item={item} open={removing} onOpenChange={setRemoving} />
        </div>
      )}
    </div>
  );
}

/** An item's drawer: its images, who made it with which snap and run, the feedback, removal. */
export function ContentDrawer({
  contentId,
  fallbackName,
  onClose,
}: {
  contentId: string | null;
  /** The name from the grid, shown as the title while the detail loads. */
  fallbackName?: string;
  onClose: () => void;
}) {
  const detail = useManagedContentDetail(contentId);
  return (
    <DetailSheet
      open={contentId !== null}
      query={detail}
      title={detail.data?.name ?? fallbackName ?? 'Content'}
      closeLabel="Close the content's details"
      loading={{
        label: 'Loading the content',
        leadClassName: 'aspect-square',
        count: 1,
        itemClassName: 'h-14',
        className: 'space-y-3',
      }}
      what="this content"
      onClose={onClose}
    >
      {(item) => <ContentDetails item={item} />}
    </DetailSheet>
  );
}
