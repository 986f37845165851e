import { Copy } from 'lucide-react';

import { copyAndSay } from '@/lib/copy-text';
import { IconButton } from './icon-button';

/**
 * A long id (a run's, a Temporal workflow's, a request's) kept on one line: cut with an ellipsis
 * where the room ends rather than broken mid-string, whole on hover, and copied whole by the
 * button beside it — an operator pastes ids into filters, tickets and Temporal's own UI.
 */
export function CopyableId({ value, what }: { value: string; what: string }) {
  return (
    <span className="flex min-w-0 items-center gap-1">
      <span className="min-w-0 truncate font-mono" title={value}>
        {value}
      </span>
      <IconButton
        label={`Copy the ${what}`}
        onClick={() => void copyAndSay(value, what)}
        className="grid size-7 shrink-0 place-items-center rounded-md text-ink-muted hover:bg-surface-muted hover:text-ink"
      >
        <Copy className="size-3.5" aria-hidden="true" />
      </IconButton>
    </span>
  );
}
