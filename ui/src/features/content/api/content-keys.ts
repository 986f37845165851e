/**
 * Every content query lives under `['content']`, so one invalidation of that prefix refreshes the
 * lists and the open item after any change (spec section 4: lists refetch after changes).
 */
export const contentKeys = {
  all: ['content'] as const,
  lists: ['content', 'list'] as const,
  list: (filter: { productId?: string }) => ['content', 'list', filter] as const,
  detail: (id: string) => ['content', id] as const,
};
