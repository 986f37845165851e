import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { buildManager } from '@/testing/data';
import { apiError, signInAs } from '@/testing/handlers';
import {
  buildFeedbackItem,
  buildFeedbackStats,
  serveManagerFeedback,
} from '@/testing/manager-feedback';
import { renderApp } from '@/testing/render-app';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';

const listCalls = () =>
  requestsTo('GET /api/manager/feedback').map((request) => request.url.searchParams.toString());

describe('/manager/feedback (User Feedback)', () => {
  it('shows each rating with the rated image, and filters from and into the URL', async () => {
    signInAs(buildManager());
    serveManagerFeedback([buildFeedbackItem()]);
    const { router } = renderApp('/manager/feedback?withComment=true&page=2');

    expect(await screen.findByRole('heading', { level: 1, name: 'User Feedback' })).toBeVisible();
    const ratings = await screen.findByRole('list', { name: 'Ratings' });
    const [card] = within(ratings).getAllByRole('listitem');
    expect(card).toHaveTextContent('Bad');
    expect(card).toHaveTextContent('The shadow is cut off');
    expect(card).toHaveTextContent('White Packshot');
    const image = within(card!).getByRole('img', {
      name: 'Rated Bad: White Packshot, by Ada Lovelace',
    });
    expect(image.getAttribute('src')).toMatch(/^\/files\/abc\.png\?width=/);
    expect(within(card!).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      '/manager?user=6f1c2b4a-0000-4000-8000-000000000001',
    );
    expect(listCalls()).toContain('withComment=true&page=2&limit=24');
    expect(screen.getByLabelText('Comment')).toHaveValue('true');

    // The snaps rated lately are the snap filter's choices; a change goes back to page 1.
    await userEvent.selectOptions(screen.getByLabelText('Rating'), 'Bad');
    await waitFor(() => expect(router.state.location.search).toBe('?rating=Bad&withComment=true'));
    await userEvent.selectOptions(screen.getByLabelText('Snap'), 'Water Splash');
    await waitFor(() =>
      expect(listCalls()).toContain(
        'rating=Bad&snapId=5a000000-0000-4000-8000-000000000002&withComment=true&limit=24',
      ),
    );
  });

  it('says each snap’s satisfaction in words beside the chart', async () => {
    signInAs(buildManager());
    serveManagerFeedback([buildFeedbackItem()]);
    renderApp('/manager/feedback');
    const chart = await screen.findByRole('figure');
    expect(chart).toHaveTextContent('Share of Good ratings per week over the last 12 weeks');
    expect(chart).toHaveTextContent('White Packshot75% Good · 3 Good, 1 Bad');
    expect(chart).toHaveTextContent('Water Splash0% Good · 0 Good, 2 Bad');
  });

  it('says when nothing was rated, and when filters leave nothing', async () => {
    signInAs(buildManager());
    serveManagerFeedback([], buildFeedbackStats({ snaps: [], points: [] }));
    const { router } = renderApp('/manager/feedback');
    expect(await screen.findByRole('heading', { name: 'No feedback yet' })).toBeVisible();
    expect(screen.getByText(/No snap was rated in the last 12 weeks/)).toBeVisible();

    await act(() => router.navigate('/manager/feedback?rating=Good'));
    expect(
      await screen.findByRole('heading', { name: 'No rating matches these filters' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show all feedback' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('offers to try again when the ratings cannot be fetched', async () => {
    signInAs(buildManager());
    serveManagerFeedback([]);
    let fail = true;
    server.use(
      http.get('/api/manager/feedback', () =>
        fail
          ? apiError(500, 'internal_error')
          : HttpResponse.json({ items: [buildFeedbackItem()], total: 1, page: 1, limit: 24 }),
      ),
    );
    renderApp('/manager/feedback');
    expect(await screen.findByText('Failed to fetch feedback.')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Ratings' })).toBeVisible();
  });
});
