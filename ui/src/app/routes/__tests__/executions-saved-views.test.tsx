import { type ConsoleView } from '@studio/api/contract/console-views';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { buildManager } from '@/testing/data';
import { buildListItem } from '@/testing/executions';
import { signInAs } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const view = (overrides: Partial<ConsoleView>): ConsoleView => ({
  id: '80000000-0000-4000-8000-000000000001',
  name: 'Failed',
  query: 'status=failed',
  shared: false,
  owner: { email: 'ann@example.com' },
  mine: true,
  createdAt: '2026-11-29T10:00:00.000Z',
  ...overrides,
});

/** Serves the views, and records what a save sends (answering it as saved). */
function serveViews(views: ConsoleView[]) {
  const saved: unknown[] = [];
  server.use(
    http.get('/api/console-views', () => HttpResponse.json({ views })),
    http.post('/api/console-views', async ({ request }) => {
      const body = (await request.json()) as { name: string; query: string; shared: boolean };
      saved.push(body);
      const made = view({ id: '80000000-0000-4000-8000-000000000009', ...body });
      views.push(made);
      return HttpResponse.json(made, { status: 201 });
    }),
  );
  return saved;
}

describe('/manager/workflow-executions: saved views', () => {
  it('lists views as links to their filters, the one in use marked, shared ones with their owner', async () => {
    signInAs(buildManager());
    serveViews([
      view({}),
      view({
        id: '80000000-0000-4000-8000-000000000002',
        name: 'Demo runs',
        query: 'demo=true',
        shared: true,
        mine: false,
        owner: { email: 'bea@example.com' },
      }),
    ]);
    renderApp('/manager/workflow-executions?status=failed');

    const views = await screen.findByRole('region', { name: 'Saved views' });
    const failed = await within(views).findByRole('link', { name: 'Failed' });
    expect(failed).toHaveAttribute('href', '/manager/workflow-executions?status=failed');
    expect(failed).toHaveAttribute('aria-current', 'true');
    const shared = within(views).getByRole('link', {
      name: /Demo runs.*\(shared by bea@example.com\)/,
    });
    expect(shared).not.toHaveAttribute('aria-current');
    expect(within(views).getByRole('button', { name: 'Delete the view Failed' })).toBeVisible();
    expect(within(views).queryByRole('button', { name: 'Delete the view Demo runs' })).toBeNull();
  });

  it('saves the filter in use under a name, shared when asked', async () => {
    signInAs(buildManager());
    const saved = serveViews([]);
    const { user } = renderApp('/manager/workflow-executions?status=failed&test=false');

    const views = await screen.findByRole('region', { name: 'Saved views' });
    expect(await within(views).findByText('None saved yet.')).toBeVisible();
    await user.click(within(views).getByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this view' });
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(await within(dialog).findByText('Give the view a name.')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Failing for real');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Share with every manager' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));

    expect(await within(views).findByRole('link', { name: /Failing for real/ })).toBeVisible();
    expect(saved).toEqual([
      { name: 'Failing for real', query: 'status=failed&test=false', shared: true },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the columns a manager picks, cost per step among them, and a view keeps them', async () => {
    signInAs(buildManager());
    const saved = serveViews([]);
    server.use(
      http.get('/api/executions', () =>
        HttpResponse.json({ items: [buildListItem()], nextCursor: null }),
      ),
    );
    const { user } = renderApp('/manager/workflow-executions?status=failed');

    const table = await screen.findByRole('table', { name: /Workflow executions/ });
    expect(within(table).queryByRole('columnheader', { name: 'Cost per step' })).toBeNull();
    expect(within(table).getByRole('columnheader', { name: 'Creator' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Cost per step' }));
    // The menu stays open for the next tick.
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Creator' }));
    await user.keyboard('{Escape}');

    expect(within(table).getByRole('columnheader', { name: 'Cost per step' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Creator' })).toBeNull();
    // The row's priced steps, dearest first (the list's stepCosts).
    const steps = within(table)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual(['Scene2', 'Packshot1']);

    const views = screen.getByRole('region', { name: 'Saved views' });
    await user.click(within(views).getByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this view' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Where tokens go');
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(await within(views).findByRole('link', { name: /Where tokens go/ })).toHaveAttribute(
      'href',
      '/manager/workflow-executions?status=failed&columns=started,duration,tokens,steps,error',
    );
    expect(saved).toEqual([
      {
        name: 'Where tokens go',
        query: 'status=failed&columns=started,duration,tokens,steps,error',
        shared: false,
      },
    ]);
  });
});
