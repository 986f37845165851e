import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { userQueryKey } from '@/lib/auth';
import { buildUser } from '@/testing/data';
import { apiError, signInAs } from '@/testing/handlers';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render-app';

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('forgot password', () => {
  it('is linked from the sign-in form', async () => {
    const { user, router } = renderApp('/auth');

    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('checks the email', async () => {
    const { user } = renderApp('/forgot-password');

    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it("sends the link and shows the server's answer", async () => {
    server.use(
      http.post('/api/auth/forgot-password', () =>
        HttpResponse.json({
          message: 'If an account exists for that email, a reset link is on its way.',
        }),
      ),
    );
    const { user } = renderApp('/forgot-password');

    await user.type(await screen.findByLabelText('Email'), 'jamie@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(
      await screen.findByText('If an account exists for that email, a reset link is on its way.'),
    ).toBeInTheDocument();
    expect(requestsTo('POST /api/auth/forgot-password')[0]?.body).toEqual({
      email: 'jamie@example.com',
    });
  });
});

describe('reset password', () => {
  it('checks length and confirmation', async () => {
    const { user } = renderApp('/reset-password?token=abc');

    await user.type(await screen.findByLabelText('New password'), '12345');
    await user.type(screen.getByLabelText('Confirm new password'), '54321');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
  });

  it('sets the new password with the token and ends the local session', async () => {
    signInAs(buildUser());
    server.use(
      http.post('/api/auth/reset-password', () =>
        HttpResponse.json({ message: 'Your password has been reset.' }),
      ),
    );
    const { user, queryClient } = renderApp('/reset-password?token=tok-123');

    await user.type(await screen.findByLabelText('New password'), 'brand-new');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(requestsTo('POST /api/auth/reset-password')[0]?.body).toEqual({
      token: 'tok-123',
      password: 'brand-new',
    });
    expect(queryClient.getQueryData(userQueryKey)).toBeNull();
  });

  it("shows the server's message for a bad token, with a way to get a new link", async () => {
    server.use(
      http.post('/api/auth/reset-password', () =>
        apiError(400, 'invalid_token', 'This reset link is invalid or has expired.'),
      ),
    );
    const { user } = renderApp('/reset-password?token=old');

    await user.type(await screen.findByLabelText('New password'), 'brand-new');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This reset link is invalid or has expired.');
    expect(within(alert).getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('explains a link without a token', async () => {
    renderApp('/reset-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is incomplete');
  });
});

describe('verify email', () => {
  it('posts the token once and confirms', async () => {
    signInAs(buildUser({ emailVerified: false }));
    server.use(
      http.post('/api/auth/verify-email', () =>
        HttpResponse.json({ message: 'Your email is verified.' }),
      ),
    );
    renderApp('/verify-email?token=tok-1');

    expect(await screen.findByText('Your email is verified.')).toBeInTheDocument();
    expect(requestsTo('POST /api/auth/verify-email')).toHaveLength(1);
    expect(requestsTo('POST /api/auth/verify-email')[0]?.body).toEqual({ token: 'tok-1' });
  });

  it('refetches the user so the reminder banner goes away', async () => {
    let verified = false;
    const account = buildUser({ emailVerified: false });
    signInAs(account);
    server.use(
      http.get('/api/auth/user', () => HttpResponse.json({ ...account, emailVerified: verified })),
      http.post('/api/auth/verify-email', () => {
        verified = true;
        return HttpResponse.json({ message: 'Your email is verified.' });
      }),
    );
    renderApp('/verify-email?token=tok-1');

    expect(await screen.findByText('Your email is verified.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Email verification' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Continue to your content' })).toBeInTheDocument();
  });

  it('refetches the user even when the first check was still on its way', async () => {
    let verified = false;
    let releaseFirstCheck: () => void = () => {};
    const account = buildUser({ emailVerified: false });
    signInAs(account);
    server.use(
      http.get('/api/auth/user', async () => {
        // Answered as of the moment it was asked, but held until the test lets it go.
        const answer = HttpResponse.json({ ...account, emailVerified: verified });
        if (!verified) await new Promise<void>((resolve) => (releaseFirstCheck = resolve));
        return answer;
      }),
      http.post('/api/auth/verify-email', () => {
        verified = true;
        return HttpResponse.json({ message: 'Your email is verified.' });
      }),
    );
    const { queryClient } = renderApp('/verify-email?token=tok-1');

    expect(await screen.findByText('Your email is verified.')).toBeInTheDocument();
    // A refetch that waited for the first check would still show the banner here.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Email verification' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Continue to your content' })).toBeInTheDocument();

    // The first check's stale answer arrives after all: it must change nothing.
    releaseFirstCheck();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.getQueryData(userQueryKey)).toMatchObject({ emailVerified: true });
    expect(screen.queryByRole('region', { name: 'Email verification' })).not.toBeInTheDocument();
  });

  it('offers a new link for an invalid token (signed in)', async () => {
    signInAs(buildUser({ emailVerified: false }));
    server.use(
      http.post('/api/auth/verify-email', () =>
        apiError(400, 'invalid_token', 'This verification link is invalid or has expired.'),
      ),
      http.post('/api/auth/resend-verification', () =>
        HttpResponse.json({ message: 'Verification email sent.' }),
      ),
    );
    const { user } = renderApp('/verify-email?token=stale');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This verification link is invalid or has expired.',
    );
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    await waitFor(() => expect(requestsTo('POST /api/auth/resend-verification')).toHaveLength(1));
  });

  it('says a link opened again is already verified, and offers the way on (signed out)', async () => {
    server.use(
      http.post('/api/auth/verify-email', () =>
        apiError(400, 'already_verified', 'Your email is already verified.'),
      ),
    );
    renderApp('/verify-email?token=used');

    expect(await screen.findByText('Your email is already verified.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(
      screen.queryByRole('form', { name: 'Resend verification email' }),
    ).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor for the address to resend to, checked under the field', async () => {
    server.use(
      http.post('/api/auth/verify-email', () => apiError(400, 'invalid_token', 'Link expired.')),
      http.post('/api/auth/resend-verification', () =>
        HttpResponse.json({ message: 'Verification email sent.' }),
      ),
    );
    const { user } = renderApp('/verify-email?token=stale');

    const form = await screen.findByRole('form', { name: 'Resend verification email' });
    const email = within(form).getByLabelText('Email');
    const send = within(form).getByRole('button', { name: 'Resend verification email' });
    await user.type(email, 'jamie@');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(send);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(requestsTo('POST /api/auth/resend-verification')).toHaveLength(0);

    await user.type(email, 'Example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(send);

    await waitFor(() =>
      expect(requestsTo('POST /api/auth/resend-verification')[0]?.body).toEqual({
        email: 'jamie@example.com',
      }),
    );
  });
});

describe('Google sign-in callback', () => {
  it('refetches the user and routes on', async () => {
    signInAs(buildUser());
    const { router } = renderApp('/auth/callback');

    await waitFor(() => expect(router.state.location.pathname).toBe('/content'));
    expect(requestsTo('GET /api/auth/user').length).toBeGreaterThan(0);
  });

  it('goes back to sign in when there is no session', async () => {
    const { router } = renderApp('/auth/callback');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(
      await within(screen.getByRole('region', { name: /notifications/i })).findByText(
        'Google sign-in failed. Please try again.',
      ),
    ).toBeInTheDocument();
  });
});
