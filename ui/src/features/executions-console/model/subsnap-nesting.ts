import { type GraphGroup } from '@studio/workflows/graph/graph';

export type NestedItem<Row> =
  | { kind: 'subsnap'; id: string; label: string; version: number; depth: number }
  | { kind: 'row'; row: Row; depth: number };

/**
 * Rows of a run's steps (in the order given), with each sub-snap's steps gathered under a heading
 * of its name where its first step comes, a sub-snap inside a sub-snap one level deeper. Steps
 * outside sub-snaps keep their place; a run without sub-snaps is its rows as they are.
 */
export function nestUnderSubsnaps<Row extends { nodeId: string }>(
  rows: readonly Row[],
  groups: readonly GraphGroup[],
): NestedItem<Row>[] {
  const subsnaps = groups.filter((g) => g.subsnap);
  // A step's sub-snaps, outermost first (an outer one holds more steps).
  const chainOf = (nodeId: string) =>
    subsnaps
      .filter((g) => g.nodeIds.includes(nodeId))
      .sort((a, b) => b.nodeIds.length - a.nodeIds.length);
  const items: NestedItem<Row>[] = [];
  const opened = new Set<string>();

  const open = (group: GraphGroup, depth: number) => {
    opened.add(group.id);
    items.push({
      kind: 'subsnap',
      id: group.id,
      label: group.label,
      version: group.subsnap!.version,
      depth,
    });
    for (const row of rows) {
      const chain = chainOf(row.nodeId);
      const at = chain.indexOf(group);
      if (at < 0) continue;
      const inner = chain[at + 1];
      if (!inner) items.push({ kind: 'row', row, depth: depth + 1 });
      else if (!opened.has(inner.id)) open(inner, depth + 1);
    }
  };

  for (const row of rows) {
    const outermost = chainOf(row.nodeId)[0];
    if (!outermost) items.push({ kind: 'row', row, depth: 0 });
    else if (!opened.has(outermost.id)) open(outermost, 0);
  }
  return items;
}
