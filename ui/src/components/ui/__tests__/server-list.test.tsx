import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Users } from 'lucide-react';

import { ServerList } from '@/components/ui/server-list';

const base = {
  skeleton: { label: 'Loading users', className: '', count: 3, itemClassName: '' },
  count: (total: number) => `${total} users`,
  empty: {
    icon: Users,
    item: 'user',
    empty: { title: 'No users yet', text: 'People who sign up appear here.' },
    showAll: 'Show every user',
    onShowAll: () => {},
  },
  what: 'users',
  page: 1,
  pageSize: 2,
  onPageChange: () => {},
  pagesLabel: 'User pages',
};
const query = (over: object) => ({
  isPending: false,
  isError: false,
  isPlaceholderData: false,
  refetch: jest.fn(),
  data: { total: 3 },
  ...over,
});

describe('ServerList', () => {
  it('is a busy status while the first page loads', () => {
    render(
      <ServerList
        {...base}
        query={query({ isPending: true, data: undefined })}
        rows={0}
        filtered={false}
      >
        rows
      </ServerList>,
    );
    expect(screen.getByRole('status', { name: 'Loading users' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByText('rows')).not.toBeInTheDocument();
  });

  it('says what it could not fetch, and retries', async () => {
    const failed = query({ isError: true, data: undefined });
    render(
      <ServerList {...base} query={failed} rows={0} filtered={false}>
        rows
      </ServerList>,
    );
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(failed.refetch).toHaveBeenCalled();
  });

  it('shows the empty state, filtered or not', () => {
    const { rerender } = render(
      <ServerList {...base} query={query({ data: { total: 0 } })} rows={0} filtered={false}>
        rows
      </ServerList>,
    );
    expect(screen.getByText('No users yet')).toBeInTheDocument();
    rerender(
      <ServerList {...base} query={query({ data: { total: 0 } })} rows={0} filtered>
        rows
      </ServerList>,
    );
    expect(screen.getByRole('button', { name: 'Show every user' })).toBeInTheDocument();
  });

  it('counts the rows, shows them and pages them', () => {
    render(
      <ServerList {...base} query={query({})} rows={2} filtered={false}>
        rows
      </ServerList>,
    );
    expect(screen.getByText('3 users')).toBeInTheDocument();
    expect(screen.getByText('rows')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'User pages' })).toBeInTheDocument();
  });
});
