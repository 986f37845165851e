import { type ExecutionListItem } from '@studio/api/contract/executions';
import { useCallback, useMemo, useState } from 'react';

export type RunSelection = {
  /** The ticked runs among the loaded rows, in the list's order. */
  selectedIds: string[];
  isSelected: (id: string) => boolean;
  toggle: (id: string) => void;
  /** Ticks every loaded row, or none once all of them are. */
  toggleAll: () => void;
  clear: () => void;
  /** For the "select all loaded" box: all, some (mixed) or none of the loaded rows. */
  allState: 'all' | 'some' | 'none';
};

/**
 * The rows an operator ticked in the console. Only loaded rows count: a run the live stream takes
 * out of the filter leaves the selection with it, so a bulk action never takes a run the
 * operator can no longer see. A new filter (`resetKey`) starts an empty selection.
 */
export function useRunSelection(items: ExecutionListItem[], resetKey: string): RunSelection {
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: resetKey,
    ids: new Set(),
  });
  // React's "adjust state on a prop change": a new filter drops what was ticked under the old one.
  let ids = state.ids;
  if (state.key !== resetKey) {
    ids = new Set();
    setState({ key: resetKey, ids });
  }

  const selectedIds = useMemo(
    () => items.filter((item) => ids.has(item.id)).map((item) => item.id),
    [items, ids],
  );
  const allState =
    selectedIds.length === 0 ? 'none' : selectedIds.length === items.length ? 'all' : 'some';

  const toggle = useCallback(
    (id: string) =>
      setState((current) => {
        const next = new Set(current.ids);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return { ...current, ids: next };
      }),
    [],
  );
  const toggleAll = () =>
    setState((current) => ({
      ...current,
      ids: allState === 'all' ? new Set() : new Set(items.map((item) => item.id)),
    }));
  const clear = () => setState((current) => ({ ...current, ids: new Set() }));

  return { selectedIds, isSelected: (id) => ids.has(id), toggle, toggleAll, clear, allState };
}
