import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { SHORTCUTS } from '../hooks/use-editor-shortcuts';
import { type DraftConflict } from '../model/draft-autosaver';

/** Another manager saved the draft first: who, and the two ways on. Nothing is lost either way. */
export function ConflictDialog({
  conflict,
  onReload,
  onOverwrite,
}: {
  conflict: DraftConflict | null;
  onReload: () => void;
  onOverwrite: () => void;
}) {
  const who = conflict?.updatedBy?.name ?? 'Another manager';
  return (
    <Dialog
      open={conflict !== null}
      onOpenChange={() => {}}
      dismissible={false}
      title="Someone else changed this draft"
      description={`${who} saved this workflow’s draft after you opened it. Your changes are not saved yet.`}
    >
      <ul className="list-disc space-y-1 pl-5 text-sm text-ink-muted">
        <li>
          <strong className="text-ink">Load theirs</strong>: their draft replaces yours on the
          canvas. Undo (Ctrl+Z) brings yours back.
        </li>
        <li>
          <strong className="text-ink">Keep mine</strong>: your draft is saved over theirs.
        </li>
      </ul>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onReload}>
          Load theirs
        </Button>
        <Button variant="danger" onClick={onOverwrite}>
          Keep mine
        </Button>
      </div>
    </Dialog>
  );
}

/** The `?` dialog: every shortcut. */
export function ShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Keyboard shortcuts"
      size="lg"
      description="On a Mac, Cmd works wherever Ctrl is shown."
    >
      <dl className="divide-y divide-line text-sm">
        {SHORTCUTS.map((shortcut) => (
          <div key={shortcut.action} className="flex items-center justify-between gap-4 py-2">
            <dt className="flex shrink-0 gap-1">
              {shortcut.keys.map((key) => (
                <kbd
                  key={key}
                  className="rounded-md border border-line bg-surface-muted px-1.5 py-0.5 font-mono text-xs text-ink"
                >
                  {key}
                </kbd>
              ))}
            </dt>
            <dd className="text-right text-ink-muted">{shortcut.action}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
