import { screen, waitFor, within } from '@testing-library/react';

import { managerSections } from '@/config/manager-sections';
import { buildManager, buildUser } from '@/testing/data';
import { serveAuditPages } from '@/testing/audit-events';
import { signInAs } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { findToast } from '@/testing/toasts';

const signedInRoutes = [
  '/products',
  '/products/1',
  '/content',
  '/content/1',
  '/content/static_image/1',
  '/content/story/1',
  '/content/carousel/1',
  '/content/video/1',
  '/credit-transactions',
  '/create-content',
  '/settings',
  '/settings?section=tokens',
  '/subscription',
  '/subscription-success',
  '/subscription/success',
  '/subscription/cancel',
  '/subscription/review',
  '/subscription/waiting',
  '/purchase',
  '/dashboard',
];

const managerRoutes = [
  ...managerSections.map((section) => section.path),
  '/workflows',
  '/workflows/new',
  '/workflows/1/editor',
];

describe('route guards', () => {
  it.each([...signedInRoutes, ...managerRoutes])(
    'sends a signed-out visitor from %s to /auth',
    async (url) => {
      const { router } = renderApp(url);

      expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/auth');
    },
  );

  it.each(managerRoutes)('sends a user from %s to /content, saying why', async (url) => {
    signInAs(buildUser());
    const { router } = renderApp(url);

    await findToast('Access denied', 'Access denied. Manager role required.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/content'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Content' })).toBeInTheDocument();
  });

  it('redirects /purchase to /subscription and /dashboard to /content', async () => {
    signInAs(buildUser());
    const purchase = renderApp('/purchase');
    await waitFor(() => expect(purchase.router.state.location.pathname).toBe('/subscription'));
    purchase.unmount();

    const dashboard = renderApp('/dashboard');
    await waitFor(() => expect(dashboard.router.state.location.pathname).toBe('/content'));
  });
});

describe('manager panel', () => {
  it.each(managerSections.map((s) => [s.path, s.title]))(
    '%s shows %s in the panel frame',
    async (url, title) => {
      signInAs(buildManager());
      renderApp(url);

      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      const nav = screen.getByRole('navigation', { name: 'Manager Panel' });
      const links = within(nav).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual([
        ...managerSections.map((s) => s.title),
        'Back to Website',
      ]);
      expect(within(nav).getByRole('link', { name: title })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(nav).getByRole('link', { name: 'Back to Website' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
    },
  );

  it('keeps a section marked on its sub-pages (the audit log is the executions section’s)', async () => {
    signInAs(buildManager());
    serveAuditPages({ first: [] });
    renderApp('/manager/workflow-executions/audit-log');

    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Manager Panel' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Workflow Executions']);
  });

  it('lists the eleven sections of the spec, then the API Reference (issue 18)', () => {
    expect(managerSections.map((s) => [s.path, s.title])).toEqual([
      ['/manager', 'Users & Credits'],
      ['/manager/transactions', 'Transaction History'],
      ['/manager/workflows', 'Workflows'],
      ['/manager/snaps', 'Snaps'],
      ['/manager/categories', 'Categories'],
      ['/manager/content', 'Content Management'],
      ['/manager/error-logs', 'Error Logs'],
      ['/manager/feedback', 'User Feedback'],
      ['/manager/workflow-executions', 'Workflow Executions'],
      ['/manager/server-info', 'Server Information'],
      ['/manager/production-import', 'Production Import'],
      ['/manager/api', 'API Reference'],
    ]);
  });

  it('opens the sections in a slide-out menu on small screens', async () => {
    signInAs(buildManager());
    const { user, router } = renderApp('/manager');

    await user.click(await screen.findByRole('button', { name: 'Sections' }));
    const menu = await screen.findByRole('dialog', { name: 'Manager Panel' });
    await user.click(within(menu).getByRole('link', { name: 'Error Logs' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/manager/error-logs'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Error Logs' }),
    ).toBeInTheDocument();
  });

  it('Back to Website leads to /content through /dashboard', async () => {
    signInAs(buildManager());
    const { user, router } = renderApp('/manager/snaps');

    const nav = await screen.findByRole('navigation', { name: 'Manager Panel' });
    await user.click(within(nav).getByRole('link', { name: 'Back to Website' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/content'));
  });
});
