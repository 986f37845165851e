import { type WorkflowKind } from '@studio/workflows/graph/graph';
import { nodeCost } from '@studio/workflows/graph/graph-cost';
import {
  type NodeCategory,
  NODE_TYPES,
  type NodeTypeDefinition,
} from '@studio/workflows/graph/node-catalogue';
import { Search } from 'lucide-react';
import { type KeyboardEvent, type Ref, useId, useMemo, useState } from 'react';

import { inputClass } from '@/components/ui/text-field';
import { useSubsnaps } from '../api/subsnaps';
import { type NewNode } from '../store/editor-store';
import { CATEGORY_LOOK, NODE_DRAG_TYPE } from './node-look';

/** One thing to add: a node type with its defaults, or a published sub-snap. */
export type PaletteEntry = {
  key: string;
  node: string | NewNode;
  type: string;
  params: Record<string, unknown>;
  label: string;
  description: string;
  category: NodeCategory;
  cost: number;
};

type PaletteProps = {
  /** Adds the chosen node (click, Enter). */
  onPick: (node: string | NewNode) => void;
  /** Only these, when a dropped connection asks for what fits. */
  only?: (entry: PaletteEntry) => boolean;
  /** The workflow edited: a sub-snap's palette has its Input and Output nodes, and not itself. */
  workflow?: { id: string; kind: WorkflowKind };
  searchRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  /** Escape in the search field. */
  onDismiss?: () => void;
};

const catalogueEntry = (definition: NodeTypeDefinition): PaletteEntry => ({
  key: definition.type,
  node: definition.type,
  type: definition.type,
  params: {},
  label: definition.label,
  description: definition.description,
  category: definition.category,
  cost: nodeCost(definition.type, {}),
});

/**
 * The node catalogue and the published sub-snaps to add from: search by name, category or
 * description; click or Enter adds at the canvas's centre, dragging drops it where it lands.
 * Arrow keys move through the results.
 */
export function NodePalette({
  onPick,
  only,
  workflow,
  searchRef,
  autoFocus,
  onDismiss,
}: PaletteProps) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const subsnaps = useSubsnaps();
  const entries = useMemo(() => {
    const inSubsnap = workflow?.kind === 'subsnap';
    const catalogue = (NODE_TYPES as readonly NodeTypeDefinition[])
      .filter((d) => d.type !== 'subsnap' && (inSubsnap || d.category !== 'subsnap'))
      .map(catalogueEntry);
    const shared = (subsnaps.data ?? [])
      .filter((subsnap) => subsnap.id !== workflow?.id)
      .map((subsnap): PaletteEntry => ({
        key: `subsnap:${subsnap.id}`,
        node: { type: 'subsnap', params: subsnap.latest, label: subsnap.name },
        type: 'subsnap',
        params: subsnap.latest,
        label: subsnap.name,
        description: subsnap.description || `Sub-snap, version ${subsnap.latest.version}.`,
        category: 'subsnap',
        cost: subsnap.latest.cost,
      }));
    // In a sub-snap, its Input and Output nodes come first: they are what a new one needs.
    const boundary = catalogue.filter((entry) => entry.category === 'subsnap');
    const steps = catalogue.filter((entry) => entry.category !== 'subsnap');
    return [...boundary, ...steps, ...shared];
  }, [subsnaps.data, workflow?.id, workflow?.kind]);
  const results = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return entries.filter((entry) => {
      if (only && !only(entry)) return false;
      const text =
        `${entry.label} ${entry.category} ${CATEGORY_LOOK[entry.category].label} ${entry.description}`.toLowerCase();
      return words.every((word) => text.includes(word));
    });
  }, [query, only, entries]);
  const current = Math.min(active, Math.max(results.length - 1, 0));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + results.length) % Math.max(results.length, 1));
    } else if (event.key === 'Enter' && results[current]) {
      event.preventDefault();
      onPick(results[current].node);
      setQuery('');
    } else if (event.key === 'Escape') {
      onDismiss?.();
    }
  };

  return (
    <div className="flex min-h-0 flex-col">
      <label className="relative block">
        <span className="sr-only">Search nodes</span>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
          aria-hidden="true"
        />
        <input
          ref={searchRef}
          type="search"
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-activedescendant={results[current] ? `${listId}-${results[current].key}` : undefined}
          autoFocus={autoFocus}
          placeholder="Search nodes  ( / )"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className={`${inputClass} pl-9`}
        />
      </label>
      <ul
        id={listId}
        role="listbox"
        aria-label="Nodes"
        className="mt-3 min-h-0 flex-1 space-y-1 overflow-y-auto"
      >
        {results.length === 0 ? (
          <li className="px-2 py-6 text-center text-sm text-ink-muted">
            No node matches “{query}”.
          </li>
        ) : (
          results.map((entry, index) => {
            const look = CATEGORY_LOOK[entry.category];
            const Icon = look.icon;
            const cost = entry.cost;
            return (
              <li
                key={entry.key}
                id={`${listId}-${entry.key}`}
                role="option"
                aria-selected={index === current}
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.setData(NODE_DRAG_TYPE, JSON.stringify(entry.node));
                  event.dataTransfer.effectAllowed = 'copy';
                }}
                onClick={() => onPick(entry.node)}
                onMouseEnter={() => setActive(index)}
                className={`flex cursor-grab items-start gap-2 rounded-lg px-2 py-2 ${index === current ? 'bg-brand-50' : 'hover:bg-surface-muted'}`}
              >
                <span
                  className={`mt-0.5 grid size-7 shrink-0 place-items-center rounded-lg text-white ${look.band}`}
                >
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="text-sm font-semibold text-ink">{entry.label}</span>
                    <span className="shrink-0 text-xs text-ink-muted">
                      {cost === 0 ? 'free' : `${cost} token${cost > 1 ? 's' : ''}`}
                    </span>
                  </span>
                  <span className="block text-xs text-ink-muted">{entry.description}</span>
                </span>
              </li>
            );
          })
        )}
      </ul>
    </div>
  );
}
