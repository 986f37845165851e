import { Copy } from 'lucide-react';

import { copyText } from '@/lib/copy-text';
import { toast } from '@/lib/toast';
import { IconButton } from './icon-button';

/**
 * A long id (a run's, a Temporal workflow's, a request's) kept on one line: cut with an ellipsis
 * where the room ends rather than broken mid-string, whole on hover, and copied whole by the
 * button beside it — an operator pastes ids into filters, tickets and Temporal's own UI.
 */
export function CopyableId({ value, what }: { value: string; what: string }) {
  async function copy() {
    const copied = await copyText(value);
    toast(
      copied
        ? { variant: 'success', title: 'Copied', description: `The ${what} is on your clipboard.` }
        : {
            variant: 'destructive',
            title: 'Copy failed',
            description: 'Your browser did not allow copying. Select the id and copy it instead.',
          },
    );
  }
  return (
    <span className="flex min-w-0 items-center gap-1">
      <span className="min-w-0 truncate font-mono" title={value}>
        {value}
      </span>
      <IconButton
        label={`Copy the ${what}`}
        onClick={() => void copy()}
        className="grid size-7 shrink-0 place-items-center rounded-md text-ink-muted hover:bg-surface-muted hover:text-ink"
      >
        <Copy className="size-3.5" aria-hidden="true" />
      </IconButton>
    </span>
  );
}
