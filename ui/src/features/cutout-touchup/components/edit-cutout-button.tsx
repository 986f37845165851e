import { type ContentItem } from '@studio/api/contract/content';
import { useQueryClient } from '@tanstack/react-query';
import { Scissors } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { useCutout } from '@/features/cutout-touchup/api/get-cutout';
import { useSaveCutoutEdit } from '@/features/cutout-touchup/api/save-cutout-edit';
import { contentKeys } from '@/lib/content';
import { CutoutEditor } from './cutout-editor';
import { EditedRunProgress } from './edited-run-progress';

/**
 * "Edit cut-out" on a content item whose run kept its cut-out: the touch-up in a dialog; saved,
 * it follows the edited run and opens the new content item when it is made.
 */
export function EditCutoutButton({ item }: { item: Pick<ContentItem, 'id' | 'cutoutEditable'> }) {
  const [open, setOpen] = useState(false);
  if (!item.cutoutEditable) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Scissors className="size-4" aria-hidden="true" />
        Edit cut-out
      </Button>
      {open ? <EditCutoutDialog contentId={item.id} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function EditCutoutDialog({ contentId, onClose }: { contentId: string; onClose: () => void }) {
  const cutout = useCutout(contentId, { enabled: true });
  const save = useSaveCutoutEdit();
  const [executionId, setExecutionId] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const running = executionId !== null;

  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="Edit cut-out"
      size="xl"
      dismissible={!save.isPending}
    >
      {running ? (
        <EditedRunProgress
          executionId={executionId}
          onBack={() => {
            save.reset();
            setExecutionId(null);
          }}
          onSucceeded={(view) => {
            void queryClient.invalidateQueries({ queryKey: contentKeys.all });
            const made = view.contentIds[0];
            onClose();
            if (made) navigate(`/content/${made}`);
          }}
        />
      ) : cutout.isPending ? (
        <p role="status" className="py-10 text-center text-sm text-ink-muted">
          Loading the cut-out…
        </p>
      ) : cutout.isError ? (
        <div className="space-y-4">
          <FormAlert tone="error">The cut-out could not be loaded.</FormAlert>
          <Button variant="secondary" onClick={() => void cutout.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <CutoutEditor
          touchUp={cutout.data}
          saving={save.isPending}
          onCancel={onClose}
          onSave={(mask) =>
            save.mutate(
              { contentId, mask },
              { onSuccess: (started) => setExecutionId(started.executionId) },
            )
          }
        />
      )}
    </Dialog>
  );
}
