import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { buildManager } from '@/testing/data';
import { apiError, signInAs } from '@/testing/handlers';
import {
  buildManagedContent,
  buildManagedContentDetail,
  serveManagedContent,
} from '@/testing/manager-content';
import { renderApp } from '@/testing/render-app';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';
import { findToast } from '@/testing/toasts';

const mug = buildManagedContent({ rating: 'Bad' });
const story = buildManagedContent({
  id: '5c000000-0000-4000-8000-000000000002',
  name: 'Summer story',
  type: 'story',
  snap: null,
  executionId: null,
  creator: { id: '6f1c2b4a-0000-4000-8000-000000000002', email: 'bob@example.com', name: 'Bob' },
});
const listCalls = () =>
  requestsTo('GET /api/manager/content').map((request) => request.url.searchParams.toString());

async function openMug() {
  await userEvent.click(await screen.findByRole('button', { name: /Teal mug\s*ada@example\.com/ }));
  return screen.findByRole('dialog', { name: 'Teal mug' });
}

describe('/manager/content (Content Management)', () => {
  it('shows every creator’s content as thumbnails under the filters in the URL', async () => {
    signInAs(buildManager());
    serveManagedContent([mug, story]);
    const { router } = renderApp('/manager/content?creator=ada&ratedBad=true&page=2');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Content Management' }),
    ).toBeVisible();
    const grid = await screen.findByRole('list', { name: 'Content' });
    const [first, second] = within(grid).getAllByRole('listitem');
    expect(first).toHaveTextContent('Teal mug');
    expect(first).toHaveTextContent('ada@example.com');
    expect(first).toHaveTextContent('Image · White Packshot');
    expect(first).toHaveTextContent('Rated Bad');
    // A resized copy of the stored image, as everywhere else.
    expect(within(first!).getByRole('presentation', { hidden: true })).toHaveAttribute(
      'src',
      `${mug.thumbnailUrl}?width=640&format=webp`,
    );
    expect(second).toHaveTextContent('Story · No snap');
    expect(listCalls()).toContain('creator=ada&ratedBad=true&page=2&limit=24');
    expect(screen.getByLabelText('Creator')).toHaveValue('ada');
    expect(screen.getByLabelText('Rating')).toHaveValue('true');

    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Story');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?creator=ada&type=story&ratedBad=true'),
    );
    await userEvent.selectOptions(screen.getByLabelText('Shown'), 'Removed');
    await waitFor(() =>
      expect(listCalls()).toContain('creator=ada&type=story&ratedBad=true&state=removed&limit=24'),
    );
  });

  it('opens an item with its big image, creator, snap, run and feedback, kept in the URL', async () => {
    signInAs(buildManager());
    serveManagedContent([mug], {
      [mug.id]: { feedback: [{ rating: 'Bad', comment: 'Too dark', ratedAt: mug.createdAt }] },
    });
    const { router } = renderApp('/manager/content');
    const drawer = await openMug();

    expect(router.state.location.search).toBe(`?item=${mug.id}`);
    expect(await within(drawer).findByRole('img', { name: 'Teal mug' })).toHaveAttribute(
      'sizes',
      '(min-width: 640px) 30rem, 100vw',
    );
    expect(within(drawer).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      `/manager?user=${mug.creator.id}`,
    );
    expect(within(drawer).getByRole('link', { name: 'Version 1 run' })).toHaveAttribute(
      'href',
      `/manager/workflow-executions/${mug.executionId}`,
    );
    expect(drawer).toHaveTextContent('White Packshot');
    expect(within(drawer).getByRole('list', { name: 'Feedback' })).toHaveTextContent('Too dark');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('removes an item only with a reason, then shows who removed it and why', async () => {
    signInAs(buildManager());
    serveManagedContent([mug]);
    const removal = { at: '2026-11-25T10:00:00.000Z', by: 'mona@example.com', reason: 'Trademark' };
    server.use(
      http.delete('/api/manager/content/:id', () => {
        serveManagedContent([{ ...mug, removal }]);
        return HttpResponse.json(buildManagedContentDetail({ ...mug, removal }));
      }),
    );
    renderApp('/manager/content');
    const drawer = await openMug();
    await userEvent.click(
      await within(drawer).findByRole('button', { name: 'Remove from the creator’s library' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove “Teal mug”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove content' }));
    expect(within(dialog).getByText('Give a reason of at least 3 characters')).toBeVisible();
    expect(requestsTo(`DELETE /api/manager/content/${mug.id}`)).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Trademark');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove content' }));
    expect(await findToast('Content removed')).toBeVisible();
    expect(requestsTo(`DELETE /api/manager/content/${mug.id}`)[0]?.body).toEqual({
      reason: 'Trademark',
    });
    const note = await within(drawer).findByRole('region', { name: 'Removal' });
    expect(note).toHaveTextContent('by mona@example.com');
    expect(note).toHaveTextContent('Reason: Trademark');
    expect(
      within(drawer).queryByRole('button', { name: 'Remove from the creator’s library' }),
    ).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a removal in its own words', async () => {
    signInAs(buildManager());
    serveManagedContent([mug]);
    server.use(
      http.delete('/api/manager/content/:id', () =>
        apiError(409, 'content_already_removed', 'This content has already been removed.'),
      ),
    );
    renderApp('/manager/content');
    const drawer = await openMug();
    await userEvent.click(
      await within(drawer).findByRole('button', { name: 'Remove from the creator’s library' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove “Teal mug”?' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Spam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove content' }));
    expect(await within(dialog).findByText('This content has already been removed.')).toBeVisible();
  });

  it('says when nothing matches, and offers to clear the filters', async () => {
    signInAs(buildManager());
    serveManagedContent([]);
    const { router } = renderApp('/manager/content?type=video');
    expect(
      await screen.findByRole('heading', { name: 'No content matches these filters' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show all content' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('offers to try again when the list cannot be fetched', async () => {
    signInAs(buildManager());
    let fail = true;
    server.use(
      http.get('/api/manager/content', () =>
        fail
          ? apiError(500, 'internal_error')
          : HttpResponse.json({ items: [mug], total: 1, page: 1, limit: 24 }),
      ),
    );
    renderApp('/manager/content');
    expect(await screen.findByText('Failed to fetch content.')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('button', { name: /Teal mug\s*ada@example\.com/ }),
    ).toBeVisible();
  });
});
