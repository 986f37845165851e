import { type ExecutionList, type ExecutionListItem } from '@studio/api/contract/executions';
import { type InfiniteData } from '@tanstack/react-query';

import { mergeLiveRows } from '../live-rows';

const run = (id: string, minute: number, status: ExecutionListItem['status'] = 'running') =>
  ({
    id,
    status,
    createdAt: `2026-11-24T10:${String(minute).padStart(2, '0')}:00.000Z`,
  }) as ExecutionListItem;

const loaded = (...pages: ExecutionListItem[][]): InfiniteData<ExecutionList, string | null> => ({
  pages: pages.map((items, i) => ({ items, nextCursor: i < pages.length - 1 ? `c${i}` : null })),
  pageParams: pages.map((_, i) => (i === 0 ? null : `c${i - 1}`)),
});
const ids = (data: InfiniteData<ExecutionList, string | null>) =>
  data.pages.map((page) => page.items.map((item) => `${item.id}:${item.status}`));

describe('mergeLiveRows', () => {
  it('replaces a changed run in place, on any loaded page', () => {
    const data = loaded([run('c', 30), run('b', 20)], [run('a', 10)]);
    const next = mergeLiveRows(data, { items: [run('a', 10, 'failed')], gone: [] });
    expect(ids(next)).toEqual([['c:running', 'b:running'], ['a:failed']]);
  });

  it('puts new runs on top, newest first, and leaves older unknown ones to paging', () => {
    const data = loaded([run('c', 30), run('b', 20)]);
    const next = mergeLiveRows(data, {
      items: [run('d', 40, 'queued'), run('e', 50, 'queued'), run('old', 5, 'failed')],
      gone: [],
    });
    expect(ids(next)).toEqual([['e:queued', 'd:queued', 'c:running', 'b:running']]);
  });

  it('takes out runs that no longer match the filter', () => {
    const data = loaded([run('c', 30), run('b', 20)]);
    expect(ids(mergeLiveRows(data, { items: [], gone: ['c'] }))).toEqual([['b:running']]);
  });

  it('fills an empty list', () => {
    const data = loaded([]);
    expect(ids(mergeLiveRows(data, { items: [run('a', 10)], gone: [] }))).toEqual([['a:running']]);
  });
});
