import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { z } from 'zod';

import { ApiDocsFilterBar } from '@/features/manager-api-docs/components/api-docs-filter-bar';
import { apiDocsFilters } from '@/features/manager-api-docs/model/api-docs-filters';
import { useSearchParam } from '@/hooks/use-search-param';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { urlFilters } from '@/lib/url-filters';

const listFilters = urlFilters(
  z.object({
    q: z.string().trim().max(20).optional(),
    role: z.enum(['user', 'manager']).optional(),
    verified: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    page: z.coerce.number().int().min(1).default(1),
  }),
  ['q', 'role', 'verified', 'page'],
);

/** The hook under a router at `url`, with the address it writes and how it got there. */
function renderAt(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({
      list: useUrlFilters(listFilters, { keep: ['user'] }),
      drawer: useSearchParam('user'),
      search: useLocation().search,
      how: useNavigationType(),
      navigate: useNavigate(),
    }),
    { wrapper },
  );
}

describe('useUrlFilters', () => {
  it('reads the filters and the page from the address, parsed by the call’s schema', () => {
    const { result } = renderAt('/list?q=ada&verified=false&page=2&role=nobody');
    expect(result.current.list.filters).toEqual({ q: 'ada', verified: false, page: 2 });
    expect(result.current.list.page).toBe(2);
    expect(result.current.list.isFiltered).toBe(true);
  });

  it('writes a change as a history entry of its own, back at page 1, keeping the open drawer', () => {
    const { result } = renderAt('/list?q=ada&page=3&user=u-1&stale=1');
    act(() => result.current.list.setFilters({ role: 'manager' }));
    expect(result.current.search).toBe('?q=ada&role=manager&user=u-1');
    expect(result.current.how).toBe('PUSH');
    expect(result.current.drawer[0]).toBe('u-1');
    // Back undoes the filter rather than leaving the screen.
    act(() => void result.current.navigate(-1));
    expect(result.current.search).toBe('?q=ada&page=3&user=u-1&stale=1');
    expect(result.current.list.filters).toEqual({ q: 'ada', page: 3 });
  });

  it('moves to another page without losing the filters', () => {
    const { result } = renderAt('/list?q=ada');
    act(() => result.current.list.setPage(4));
    expect(result.current.search).toBe('?q=ada&page=4');
    act(() => result.current.list.setPage(1));
    expect(result.current.search).toBe('?q=ada');
  });

  it('keeps each of two changes made before the address has rendered the first', () => {
    const { result } = renderAt('/list');
    act(() => {
      result.current.list.setFilters({ role: 'user' });
      result.current.list.setFilters((current) => ({ q: current.role ? 'both' : 'lost' }));
    });
    expect(result.current.search).toBe('?q=both&role=user');
  });

  it('clears every filter and the page, and leaves the drawer', () => {
    const { result } = renderAt('/list?q=ada&verified=true&page=2&user=u-1');
    act(() => result.current.list.clearFilters());
    expect(result.current.search).toBe('?user=u-1');
    expect(result.current.list.isFiltered).toBe(false);
  });

  it('opens a drawer as a new entry, and closes it keeping the filters', () => {
    const { result } = renderAt('/list?q=ada');
    act(() => result.current.drawer[1]('u-2'));
    expect(result.current.search).toBe('?q=ada&user=u-2');
    expect(result.current.how).toBe('PUSH');
    act(() => result.current.drawer[1](null));
    expect(result.current.search).toBe('?q=ada');
  });
});

describe('a filter bar on useUrlFilters', () => {
  function ApiDocsFilters() {
    const state = useUrlFilters(apiDocsFilters);
    return (
      <>
        <ApiDocsFilterBar state={state} />
        <output>{useLocation().search}</output>
      </>
    );
  }

  it('keeps the access chosen when the typed search commits after it', async () => {
    render(
      <MemoryRouter initialEntries={['/manager/api-docs']}>
        <ApiDocsFilters />
      </MemoryRouter>,
    );
    await userEvent.selectOptions(screen.getByLabelText('Who may call'), 'manager');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'products');

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('?q=products&access=manager'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
