import { renderHook } from '@testing-library/react';

import { A_NEW_FILTER_STARTS_AT_PAGE_1, useFilterPatch } from '@/hooks/use-filter-patch';

type Filters = { snapId?: string; errorCode?: string; status?: string[]; page?: number };

// The parent of a filter bar never re-renders here: its URL change is still on its way, as a
// router transition waiting behind urgent renders is on a busy machine.
function pendingBar(filters: Filters = {}, reset?: readonly (keyof Filters)[]) {
  const onChange = jest.fn<undefined, [Filters]>();
  const { result, rerender } = renderHook(
    ({ shown }: { shown: Filters }) => useFilterPatch(shown, onChange, reset),
    { initialProps: { shown: filters } },
  );
  return { onChange, set: () => result.current, rerender };
}

describe('useFilterPatch', () => {
  it('keeps a choice whose URL change has not rendered yet when the next filter lands', () => {
    const { onChange, set } = pendingBar();

    set()({ snapId: 'snap-1' });
    set()({ errorCode: 'http_503' });

    expect(onChange).toHaveBeenLastCalledWith({ snapId: 'snap-1', errorCode: 'http_503' });
  });

  it('builds a toggle on the filters last asked for', () => {
    const { onChange, set } = pendingBar({ status: ['failed'] });

    set()((current) => ({ status: [...(current.status ?? []), 'running'] }));
    set()((current) => ({ status: [...(current.status ?? []), 'cancelled'] }));

    expect(onChange).toHaveBeenLastCalledWith({ status: ['failed', 'running', 'cancelled'] });
  });

  it('starts again from the URL when it changes from outside (back, a link, Clear)', () => {
    const { onChange, set, rerender } = pendingBar({ snapId: 'snap-1' });

    rerender({ shown: { errorCode: 'E005' } });
    set()({ snapId: 'snap-2' });

    expect(onChange).toHaveBeenLastCalledWith({ errorCode: 'E005', snapId: 'snap-2' });
  });

  it('removes a filter set to undefined, and goes back to page 1 unless the change is the page', () => {
    const { onChange, set } = pendingBar(
      { snapId: 'snap-1', page: 3 },
      A_NEW_FILTER_STARTS_AT_PAGE_1,
    );

    set()({ snapId: undefined });
    expect(onChange).toHaveBeenLastCalledWith({});

    set()({ page: 2 });
    expect(onChange).toHaveBeenLastCalledWith({ page: 2 });
  });
});
