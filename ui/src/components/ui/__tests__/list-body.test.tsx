import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Users } from 'lucide-react';
import { type ComponentProps } from 'react';

import { ListBody } from '@/components/ui/list-body';

const query = (over: object = {}) => ({
  isPending: false,
  isError: false,
  isPlaceholderData: false,
  refetch: jest.fn(),
  ...over,
});
const filters = (over: object = {}) => ({
  isFiltered: false,
  clearFilters: jest.fn(),
  page: 1,
  setPage: jest.fn(),
  ...over,
});

function renderList(props: Partial<ComponentProps<typeof ListBody>>) {
  return render(
    <ListBody
      query={query()}
      rows={2}
      loading={{ label: 'Loading users', count: 3, itemClassName: 'h-12' }}
      what="users"
      empty={{
        icon: Users,
        item: 'user',
        title: 'No users yet',
        text: 'People who sign up appear here.',
        showAll: 'Show every user',
      }}
      filters={filters()}
      count="3 users"
      pages={{ total: 3, size: 2, label: 'User pages' }}
      {...props}
    >
      <p>the rows</p>
    </ListBody>,
  );
}

describe('ListBody', () => {
  it('is one busy status while the first read is under way, placeholders or a sentence', () => {
    const { rerender } = renderList({ query: query({ isPending: true }), rows: 0 });
    const status = screen.getByRole('status', { name: 'Loading users' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status.children).toHaveLength(3);
    expect(screen.queryByText('the rows')).not.toBeInTheDocument();

    rerender(
      <ListBody query={query({ isPending: true })} rows={0} loading="Loading snaps…" what="snaps">
        <p>the rows</p>
      </ListBody>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading snaps…');
  });

  it('says what it could not fetch, and asks again', async () => {
    const failed = query({ isError: true });
    renderList({ query: failed, rows: 0 });
    expect(screen.getByText('Failed to fetch users.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalled();
  });

  it('is empty in two ways: nothing yet, or nothing under these filters', async () => {
    const { unmount } = renderList({ rows: 0, summary: <p>the chart</p> });
    expect(screen.getByRole('heading', { name: 'No users yet' })).toBeInTheDocument();
    expect(screen.getByText('the chart')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show every user' })).not.toBeInTheDocument();
    unmount();

    const narrowed = filters({ isFiltered: true });
    renderList({ rows: 0, filters: narrowed });
    expect(
      screen.getByRole('heading', { name: 'No user matches these filters' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show every user' }));
    expect(narrowed.clearFilters).toHaveBeenCalled();
    expect(screen.queryByText('the rows')).not.toBeInTheDocument();
  });

  it('says an empty list in a sentence, or draws its empty rows without an empty state', () => {
    const { unmount } = renderList({ rows: 0, empty: 'No categories yet.' });
    expect(screen.getByText('No categories yet.')).toBeInTheDocument();
    unmount();
    renderList({ rows: 0, empty: undefined, pages: undefined, count: '0 snaps' });
    expect(screen.getByText('0 snaps')).toBeInTheDocument();
    expect(screen.getByText('the rows')).toBeInTheDocument();
  });

  it('counts the rows, shows them and pages them through the filters', async () => {
    const paged = filters();
    renderList({ filters: paged, countAside: <a href="/export">Export CSV</a> });
    expect(screen.getByText('3 users')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.getByText('the rows')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'User pages' });
    expect(pages).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(paged.setPage).toHaveBeenCalledWith(2);
  });

  it('offers older rows of a keyset list, says when there are none, and says nothing when empty', async () => {
    const older = { hasNextPage: true, isFetchingNextPage: false, fetchNextPage: jest.fn() };
    const words = { more: 'Show older runs', end: 'That is every run.' };
    const { rerender } = renderList({ pages: undefined, older: { list: older, ...words } });
    await userEvent.click(screen.getByRole('button', { name: 'Show older runs' }));
    expect(older.fetchNextPage).toHaveBeenCalled();

    const all = { ...older, hasNextPage: false };
    rerender(
      <ListBody query={query()} rows={2} loading="…" what="runs" older={{ list: all, ...words }}>
        <p>the rows</p>
      </ListBody>,
    );
    expect(screen.getByText('That is every run.')).toBeInTheDocument();

    rerender(
      <ListBody
        query={query()}
        rows={0}
        loading="…"
        what="runs"
        empty="No runs."
        older={{ list: all, ...words }}
      >
        <p>the rows</p>
      </ListBody>,
    );
    expect(screen.queryByText('That is every run.')).not.toBeInTheDocument();
  });

  it('says when the next page is on its way while the last one stays on screen', () => {
    renderList({ query: query({ isPlaceholderData: true }) });
    expect(screen.getByText('3 users · loading…')).toBeInTheDocument();
  });
});
