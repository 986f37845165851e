import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { OFFLINE_MESSAGE } from '@/components/ui/offline-banner';
import { buildUser } from '@/testing/data';
import { apiError, signInAs } from '@/testing/handlers';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render-app';
import { findToast } from '@/testing/toasts';

describe('email verification banner', () => {
  it('reminds a signed-in user whose email is not verified', async () => {
    signInAs(buildUser({ emailVerified: false, email: 'new@example.com' }));
    renderApp('/content');

    const banner = await screen.findByRole('region', { name: 'Email verification' });
    expect(banner).toHaveTextContent('new@example.com');
  });

  it('is absent for a verified user and for visitors', async () => {
    signInAs(buildUser({ emailVerified: true }));
    const first = renderApp('/content');
    await screen.findByRole('heading', { level: 1, name: 'Content' });
    expect(screen.queryByRole('region', { name: 'Email verification' })).not.toBeInTheDocument();
    first.unmount();

    server.resetHandlers();
    renderApp('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    expect(screen.queryByRole('region', { name: 'Email verification' })).not.toBeInTheDocument();
  });

  it("resends the mail: 'Email Sent'", async () => {
    signInAs(buildUser({ emailVerified: false }));
    server.use(
      http.post('/api/auth/resend-verification', () =>
        HttpResponse.json({ message: 'Verification email sent.' }),
      ),
    );
    const { user } = renderApp('/content');

    const banner = await screen.findByRole('region', { name: 'Email verification' });
    await user.click(within(banner).getByRole('button', { name: 'Resend Email' }));

    await findToast('Email Sent', 'Verification email sent.');
    expect(requestsTo('POST /api/auth/resend-verification')[0]?.body).toEqual({});
  });

  it("shows the server's message when resending fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    signInAs(buildUser({ emailVerified: false }));
    server.use(
      http.post('/api/auth/resend-verification', () =>
        apiError(429, 'rate_limited', 'Too many requests. Try again in a minute.'),
      ),
    );
    const { user } = renderApp('/content');

    const banner = await screen.findByRole('region', { name: 'Email verification' });
    await user.click(within(banner).getByRole('button', { name: 'Resend Email' }));

    await findToast('Email not sent', 'Too many requests. Try again in a minute.');
  });

  it('stays dismissed for the browser session', async () => {
    signInAs(buildUser({ emailVerified: false }));
    const first = renderApp('/content');

    const banner = await screen.findByRole('region', { name: 'Email verification' });
    await first.user.click(
      within(banner).getByRole('button', { name: 'Dismiss email verification reminder' }),
    );
    expect(screen.queryByRole('region', { name: 'Email verification' })).not.toBeInTheDocument();
    expect(Object.keys(sessionStorage)).toHaveLength(1);
    first.unmount();

    // A new page load in the same session.
    renderApp('/products');
    await screen.findByRole('heading', { level: 1, name: 'Products' });
    expect(screen.queryByRole('region', { name: 'Email verification' })).not.toBeInTheDocument();

    // A new session.
    sessionStorage.clear();
    renderApp('/products');
    expect(await screen.findAllByRole('region', { name: 'Email verification' })).not.toHaveLength(
      0,
    );
  });
});

describe('offline banner', () => {
  it('appears on going offline and hides 3 seconds after coming back', async () => {
    renderApp('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();

    jest.useFakeTimers();
    act(() => {
      fireEvent(window, new Event('offline'));
    });
    expect(screen.getByText(OFFLINE_MESSAGE)).toBeInTheDocument();
    expect(OFFLINE_MESSAGE).toBe("You're currently offline. Some features may not work.");

    act(() => {
      fireEvent(window, new Event('online'));
    });
    act(() => {
      jest.advanceTimersByTime(2999);
    });
    expect(screen.getByText(OFFLINE_MESSAGE)).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();
  });

  it('stays when the connection drops again within the 3 seconds', async () => {
    renderApp('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });

    jest.useFakeTimers();
    act(() => {
      fireEvent(window, new Event('offline'));
      fireEvent(window, new Event('online'));
    });
    act(() => {
      jest.advanceTimersByTime(1000);
      fireEvent(window, new Event('offline'));
    });
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(screen.getByText(OFFLINE_MESSAGE)).toBeInTheDocument();
  });
});
