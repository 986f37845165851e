import { ChevronDown } from 'lucide-react';
import { type ReactNode } from 'react';

import { type TagGroup } from '../model/operations';
import { MarkdownText } from './markdown-text';

/**
 * One tag of the document: its name, how many operations and what it covers, on a button that
 * shows or hides its operations. Closed, it renders none of them: a hundred operations drawn at
 * once make a long page and a slow one for assistive technology and axe alike.
 */
export function OperationGroup({
  group,
  open,
  onToggle,
  children,
}: {
  group: TagGroup;
  open: boolean;
  onToggle: () => void;
  /** The operations, rendered only while open. */
  children: () => ReactNode;
}) {
  const id = `tag-${group.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const count = group.operations.length;
  return (
    <section aria-labelledby={id} className="border-t border-line pt-2">
      <h2 id={id}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-operations`}
          onClick={onToggle}
          className="flex w-full items-center gap-3 rounded-lg px-2 py-2 text-left hover:bg-surface-muted"
        >
          <span className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-3">
            <span className="text-xl font-semibold text-ink">{group.name}</span>{' '}
            <span className="text-sm text-ink-muted">
              {count} {count === 1 ? 'operation' : 'operations'}
            </span>
          </span>
          <ChevronDown
            className={`size-5 shrink-0 text-ink-muted transition-transform ${open ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
        </button>
      </h2>
      {group.description ? (
        <MarkdownText text={group.description} className="px-2 pb-2 text-sm text-ink-muted" />
      ) : null}
      <div id={`${id}-operations`} hidden={!open}>
        {open ? <ul className="space-y-2 pt-1 pb-4">{children()}</ul> : null}
      </div>
    </section>
  );
}
