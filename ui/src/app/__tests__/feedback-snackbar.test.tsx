import { act, screen, waitFor, within } from '@testing-library/react';
import { type HttpHandler, http, HttpResponse } from 'msw';

import { FEEDBACK_DELAY_MS } from '@/features/feedback/components/feedback-snackbar';
import { announceContentGenerated } from '@/lib/content-generated';
import { buildUser } from '@/testing/data';
import { signInAs } from '@/testing/handlers';
import { server } from '@/testing/server';
import { requestsTo } from '@/testing/requests';
import { renderApp } from '@/testing/render-app';
import { findToast, toastRegion } from '@/testing/toasts';

const CONTENT_ID = '20000000-0000-4000-8000-0000000000bb';
const URLS = ['/files/one.png', '/files/two.png'];
const ok = () => HttpResponse.json({ ok: true });

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

/** Signed in, the server wanting feedback and taking every answer; `more` overrides. */
function serve(...more: HttpHandler[]) {
  signInAs(buildUser());
  server.use(
    ...more,
    http.get('/api/products', () => HttpResponse.json([])),
    http.get('/api/feedback-tracking/should-show', () => HttpResponse.json({ shouldShow: true })),
    http.post('/api/feedback-tracking/mark-shown', ok),
    http.post('/api/feedback-tracking/not-now', ok),
    http.post('/api/feedback-tracking/dont-show-again', ok),
    http.post('/api/feedback-tracking/submit-feedback', ok),
  );
}

/** Signed in on /content, new content announced, the 1 s waited out: the snackbar. */
async function showSnackbar(...more: HttpHandler[]) {
  jest.useFakeTimers({ advanceTimers: true });
  serve(...more);
  const app = renderApp('/content');
  await screen.findByRole('heading', { level: 1, name: 'Content' });
  act(() => announceContentGenerated({ contentId: CONTENT_ID, contentUrls: URLS }));
  await waitFor(() => expect(requestsTo('POST /api/feedback-tracking/mark-shown')).toHaveLength(1));
  act(() => jest.advanceTimersByTime(FEEDBACK_DELAY_MS));
  const snackbar = await screen.findByRole('dialog', { name: 'How was your new content?' });
  return { ...app, snackbar };
}

describe('the feedback snackbar', () => {
  it('asks the server, marks it shown and appears 1 s later', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    serve();
    renderApp('/content');
    await screen.findByRole('heading', { level: 1, name: 'Content' });
    expect(requestsTo('GET /api/feedback-tracking/should-show')).toHaveLength(0);

    act(() => announceContentGenerated({ contentId: CONTENT_ID, contentUrls: URLS }));
    await waitFor(() =>
      expect(requestsTo('POST /api/feedback-tracking/mark-shown')).toHaveLength(1),
    );
    expect(requestsTo('GET /api/feedback-tracking/should-show')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'How was your new content?' })).toBeNull();

    act(() => jest.advanceTimersByTime(FEEDBACK_DELAY_MS - 50));
    expect(screen.queryByRole('dialog', { name: 'How was your new content?' })).toBeNull();
    act(() => jest.advanceTimersByTime(50));
    const snackbar = await screen.findByRole('dialog', { name: 'How was your new content?' });
    expect(within(snackbar).getByRole('button', { name: 'Good' })).toBeInTheDocument();
    expect(within(snackbar).getByRole('button', { name: 'Bad' })).toBeInTheDocument();
    expect(within(snackbar).getByRole('button', { name: 'Not now' })).toBeInTheDocument();
    expect(within(snackbar).getByRole('button', { name: "Don't show again" })).toBeInTheDocument();
    expect(within(snackbar).getByRole('button', { name: 'Close feedback' })).toBeInTheDocument();
    // Bottom centre.
    expect(snackbar.parentElement).toHaveClass('fixed', 'inset-x-0', 'justify-center');
  });

  it('stays away when the server says no, or does not answer', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    serve(
      http.get('/api/feedback-tracking/should-show', () =>
        HttpResponse.json({ shouldShow: false }),
      ),
    );
    renderApp('/content');
    await screen.findByRole('heading', { level: 1, name: 'Content' });

    act(() => announceContentGenerated({ contentId: CONTENT_ID, contentUrls: URLS }));
    await waitFor(() =>
      expect(requestsTo('GET /api/feedback-tracking/should-show')).toHaveLength(1),
    );
    server.use(
      http.get('/api/feedback-tracking/should-show', () => new HttpResponse('', { status: 500 })),
    );
    act(() => announceContentGenerated({ contentId: CONTENT_ID, contentUrls: URLS }));
    await waitFor(() =>
      expect(requestsTo('GET /api/feedback-tracking/should-show')).toHaveLength(2),
    );
    act(() => jest.advanceTimersByTime(FEEDBACK_DELAY_MS * 2));

    expect(screen.queryByRole('dialog', { name: 'How was your new content?' })).toBeNull();
    expect(requestsTo('POST /api/feedback-tracking/mark-shown')).toHaveLength(0);
  });

  it('sends Good with the trimmed comment, and thanks the user', async () => {
    const { snackbar, user } = await showSnackbar();

    await user.click(within(snackbar).getByRole('button', { name: 'Good' }));
    expect(snackbar).toHaveTextContent('You rated it Good.');
    const comment = within(snackbar).getByLabelText('Anything to add? (optional)');
    expect(comment).toHaveAttribute('rows', '2');
    await user.type(comment, '  Lovely light!  ');
    await user.click(within(snackbar).getByRole('button', { name: 'Submit' }));

    await findToast('Thanks for your feedback!');
    expect(requestsTo('POST /api/feedback-tracking/submit-feedback')[0]!.body).toEqual({
      contentId: CONTENT_ID,
      rating: 'Good',
      comment: 'Lovely light!',
      contentUrls: URLS,
    });
    expect(screen.queryByRole('dialog', { name: 'How was your new content?' })).toBeNull();
    expect(requestsTo('POST /api/feedback-tracking/not-now')).toHaveLength(0);
  });

  it('sends Bad with no comment as null', async () => {
    const { snackbar, user } = await showSnackbar();

    await user.click(within(snackbar).getByRole('button', { name: 'Bad' }));
    await user.type(within(snackbar).getByLabelText('Anything to add? (optional)'), '   ');
    await user.click(within(snackbar).getByRole('button', { name: 'Submit' }));

    await findToast('Thanks for your feedback!');
    expect(requestsTo('POST /api/feedback-tracking/submit-feedback')[0]!.body).toMatchObject({
      rating: 'Bad',
      comment: null,
    });
  });

  it('goes Back to the rating choice', async () => {
    const { snackbar, user } = await showSnackbar();

    await user.click(within(snackbar).getByRole('button', { name: 'Good' }));
    await user.click(within(snackbar).getByRole('button', { name: 'Back' }));
    expect(within(snackbar).queryByRole('button', { name: 'Submit' })).toBeNull();
    await user.click(within(snackbar).getByRole('button', { name: 'Bad' }));
    await user.click(within(snackbar).getByRole('button', { name: 'Submit' }));

    await findToast('Thanks for your feedback!');
    expect(requestsTo('POST /api/feedback-tracking/submit-feedback')[0]!.body).toMatchObject({
      rating: 'Bad',
    });
  });

  it('keeps the form open and says so when the submission fails', async () => {
    const { snackbar, user } = await showSnackbar(
      http.post(
        '/api/feedback-tracking/submit-feedback',
        () => new HttpResponse('', { status: 500 }),
      ),
    );

    await user.click(within(snackbar).getByRole('button', { name: 'Good' }));
    await user.click(within(snackbar).getByRole('button', { name: 'Submit' }));

    await findToast('Error', 'Failed to submit feedback. Please try again.');
    expect(screen.getByRole('dialog', { name: 'How was your new content?' })).toBeInTheDocument();

    server.use(http.post('/api/feedback-tracking/submit-feedback', ok));
    await user.click(within(snackbar).getByRole('button', { name: 'Submit' }));
    await findToast('Thanks for your feedback!');
  });

  it.each([
    ['Close feedback', 'POST /api/feedback-tracking/not-now'],
    ['Not now', 'POST /api/feedback-tracking/not-now'],
    ["Don't show again", 'POST /api/feedback-tracking/dont-show-again'],
  ])('%s dismisses it and tells the server', async (button, call) => {
    const { snackbar, user } = await showSnackbar();

    await user.click(within(snackbar).getByRole('button', { name: button }));

    expect(screen.queryByRole('dialog', { name: 'How was your new content?' })).toBeNull();
    await waitFor(() => expect(requestsTo(call)).toHaveLength(1));
    expect(requestsTo('POST /api/feedback-tracking/submit-feedback')).toHaveLength(0);
  });

  it.each([
    ['Close feedback', 'POST /api/feedback-tracking/not-now'],
    ["Don't show again", 'POST /api/feedback-tracking/dont-show-again'],
  ])('%s dismisses it even when the server fails', async (button, call) => {
    const path = call.replace('POST ', '');
    const { snackbar, user } = await showSnackbar(
      http.post(path, () => new HttpResponse('', { status: 500 })),
    );

    await user.click(within(snackbar).getByRole('button', { name: button }));

    expect(screen.queryByRole('dialog', { name: 'How was your new content?' })).toBeNull();
    await waitFor(() => expect(requestsTo(call)).toHaveLength(1));
    expect(within(toastRegion()).queryByText('Error')).toBeNull();
  });
});
