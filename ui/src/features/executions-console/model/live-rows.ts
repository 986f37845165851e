import {
  type ExecutionList,
  type ExecutionListItem,
  type ExecutionRowsEvent,
} from '@studio/api/contract/executions';
import { type InfiniteData } from '@tanstack/react-query';

/**
 * The console's pages after a live update: a changed run is replaced where it is, a run that left
 * the filter is taken out, and a new run newer than the top row goes on top (an older one belongs
 * to pages not loaded yet, where paging will find it).
 */
export function mergeLiveRows<PageParam>(
  data: InfiniteData<ExecutionList, PageParam>,
  event: ExecutionRowsEvent,
): InfiniteData<ExecutionList, PageParam> {
  const changed = new Map(event.items.map((item) => [item.id, item]));
  const gone = new Set(event.gone);
  const shown = new Set<string>();
  const pages = data.pages.map((page) => ({
    ...page,
    items: page.items.flatMap((item): ExecutionListItem[] => {
      if (gone.has(item.id)) return [];
      shown.add(item.id);
      return [changed.get(item.id) ?? item];
    }),
  }));
  const top = pages[0]?.items[0];
  const fresh = event.items
    .filter((item) => !shown.has(item.id) && (!top || item.createdAt > top.createdAt))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (fresh.length > 0 && pages[0])
    pages[0] = { ...pages[0], items: [...fresh, ...pages[0].items] };
  return { ...data, pages };
}
