import { CloudOff, CircleAlert, Check, LoaderCircle, Pencil } from 'lucide-react';

import { type SaveStatus } from '../model/draft-autosaver';

const LOOK: Record<SaveStatus, { text: string; className: string; Icon: typeof Check }> = {
  saved: { text: 'Saved', className: 'text-success-700', Icon: Check },
  saving: { text: 'Saving…', className: 'text-ink-muted', Icon: LoaderCircle },
  unsaved: { text: 'Unsaved changes', className: 'text-ink-muted', Icon: Pencil },
  offline: { text: 'Offline: will save when back', className: 'text-warning-800', Icon: CloudOff },
  conflict: { text: 'Changed by someone else', className: 'text-danger-700', Icon: CircleAlert },
  error: { text: 'Not saved', className: 'text-danger-700', Icon: CircleAlert },
};

/** Where the draft's autosave stands, always in view. */
export function SaveStatusBadge({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  const { text, className, Icon } = LOOK[status];
  return (
    <span
      role="status"
      aria-live="polite"
      className={`flex items-center gap-1.5 text-sm font-medium ${className}`}
      data-save-status={status}
    >
      <Icon className={`size-4 ${status === 'saving' ? 'animate-spin' : ''}`} aria-hidden="true" />
      {text}
      {status === 'error' || status === 'offline' ? (
        <button type="button" onClick={onRetry} className="underline">
          Retry
        </button>
      ) : null}
    </span>
  );
}
