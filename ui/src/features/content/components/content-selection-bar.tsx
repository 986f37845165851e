import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectionCount } from '@/components/ui/selection-count';
import { StickyActionBar } from '@/components/ui/sticky-action-bar';
import { contentArchiveUrl, useDeleteContentItems } from '@/features/content/api/bulk-content';

type ContentSelectionBarProps = {
  /** The chosen items, in the library's order. */
  ids: string[];
  allChosen: boolean;
  onSelectAll: () => void;
  onClear: () => void;
  onDeleted: () => void;
};

/**
 * While choosing content: how many, all or none, and what to do with them — download them (with
 * their formats) as one ZIP, or delete them after a confirmation.
 */
export function ContentSelectionBar({
  ids,
  allChosen,
  onSelectAll,
  onClear,
  onDeleted,
}: ContentSelectionBarProps) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteContentItems({
    onDeleted: () => {
      setConfirming(false);
      onDeleted();
    },
  });
  const count = ids.length;
  const what = count === 1 ? '1 item' : `${count} items`;
  return (
    <StickyActionBar label="Selection">
      <SelectionCount
        count={count}
        allChosen={allChosen}
        onSelectAll={onSelectAll}
        onClear={onClear}
      />
      {count > 0 ? (
        <a
          href={contentArchiveUrl(ids)}
          download
          className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border border-line bg-surface px-3 text-sm font-semibold text-ink shadow-sm hover:bg-brand-50"
        >
          <Download className="size-4" aria-hidden="true" />
          ZIP<span className="sr-only"> of {what}</span>
        </a>
      ) : null}
      <Button size="sm" variant="danger" disabled={count === 0} onClick={() => setConfirming(true)}>
        <Trash2 className="size-4" aria-hidden="true" />
        Delete<span className="sr-only"> {what}</span>
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${what}?`}
        description="Their images and social formats are deleted for good. Products they were made for stay."
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep them
          </Button>
          <Button variant="danger" isLoading={remove.isPending} onClick={() => remove.mutate(ids)}>
            Delete {what}
          </Button>
        </div>
      </Dialog>
    </StickyActionBar>
  );
}
