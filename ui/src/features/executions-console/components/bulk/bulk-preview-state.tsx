import { type BulkPreview } from '@studio/api/contract/executions';
import { type UseQueryResult } from '@tanstack/react-query';
import { type ReactNode } from 'react';

import { FormAlert } from '@/components/ui/form-alert';
import { serverMessage } from '@/lib/api-client';

/**
 * The server's count of what a bulk action would take, or why there is none yet: counting, or a
 * refusal in the server's words (over 10,000 runs is refused here already), with a retry.
 * Announced as it changes, since it answers the operator's choice of runs.
 */
export function BulkPreviewState({
  preview,
  children,
}: {
  preview: UseQueryResult<BulkPreview>;
  children: (counts: BulkPreview) => ReactNode;
}) {
  return (
    <div aria-live="polite" className="space-y-2">
      {preview.data ? (
        children(preview.data)
      ) : preview.isError ? (
        <FormAlert tone="error">
          {serverMessage(preview.error) ?? 'The runs could not be counted.'}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void preview.refetch()}
          >
            Count again
          </button>
        </FormAlert>
      ) : (
        <p className="rounded-lg bg-surface-muted px-3 py-2 text-sm text-ink-muted">
          Counting the runs…
        </p>
      )}
    </div>
  );
}

/** The count a bulk action will act on, as the dialogs state it. */
export function CountNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-900">
      {children}
    </p>
  );
}
