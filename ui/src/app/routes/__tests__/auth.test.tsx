import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { savePendingContent } from '@/features/create-content/lib/pending-content';
import { savePendingDemo } from '@/features/demo/lib/pending-demo';
import { userQueryKey } from '@/lib/auth';
import { buildUser } from '@/testing/data';
import { apiError, signInAs } from '@/testing/handlers';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render-app';
import { findToast } from '@/testing/toasts';

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

async function fillLogin(
  user: ReturnType<typeof renderApp>['user'],
  email: string,
  password: string,
) {
  const form = await screen.findByRole('form', { name: 'Sign in' });
  await user.type(within(form).getByLabelText('Email'), email);
  await user.type(within(form).getByLabelText('Password'), password);
  await user.click(within(form).getByRole('button', { name: 'Sign In' }));
}

describe('auth screen tabs', () => {
  it.each([
    ['/auth', 'Sign In'],
    ['/login', 'Sign In'],
    ['/register', 'Sign Up'],
  ])('%s opens on %s', async (url, tab) => {
    renderApp(url);

    expect(await screen.findByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    const other = tab === 'Sign In' ? 'Sign Up' : 'Sign In';
    expect(screen.getByRole('tab', { name: other })).toHaveAttribute('aria-selected', 'false');
    expect(
      screen.getByRole('form', { name: tab === 'Sign In' ? 'Sign in' : 'Sign up' }),
    ).toBeInTheDocument();
  });

  it('switches tab by navigating between /auth and /register', async () => {
    const { user, router } = renderApp('/auth');

    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(await screen.findByRole('form', { name: 'Sign up' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user, router } = renderApp('/login');

    (await screen.findByRole('tab', { name: 'Sign In' })).focus();
    await user.keyboard('{ArrowRight}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveFocus());
  });

  it('shows the spec copy, the forgot-password link and Google sign-in', async () => {
    renderApp('/auth');

    expect(await screen.findByText('Create content with AI')).toBeInTheDocument();
    expect(screen.getByText('Boost social media engagement')).toBeInTheDocument();
    expect(screen.getByText('Join thousands of creators')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('toggles password visibility', async () => {
    const { user } = renderApp('/auth');

    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows "Login failed" when Google sign-in failed', async () => {
    const { router } = renderApp('/auth?error=google');

    await findToast('Login failed', 'Google sign-in failed. Please try again.');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says plainly when Google sign-in is not available here, with the email field focused', async () => {
    const { user } = renderApp('/auth?error=google_unavailable');

    const form = await screen.findByRole('form', { name: 'Sign in' });
    const notice = within(form).getByRole('status');
    expect(notice).toHaveTextContent(
      "Google sign-in isn't available here. Sign in with your email instead.",
    );
    const email = within(form).getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(
      "Google sign-in isn't available here. Sign in with your email instead.",
    );
    // Nothing meant for whoever runs the server, and no failure toast.
    expect(document.body).not.toHaveTextContent(
      /GOOGLE_CLIENT|environment variable|administrator/i,
    );
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toHaveTextContent(
      'Login failed',
    );
    // The form is ready: typing goes straight into the email field.
    await user.keyboard('robin@example.com');
    expect(email).toHaveValue('robin@example.com');
  });

  it('shows no Google notice on a plain visit', async () => {
    renderApp('/auth');

    const form = await screen.findByRole('form', { name: 'Sign in' });
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Email')).not.toHaveFocus();
  });
});

describe('sign-in form', () => {
  it('shows the spec messages for an empty form and sends nothing', async () => {
    server.resetHandlers();
    const { user } = renderApp('/auth');

    await user.click(await screen.findByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('POST /api/auth/login')).toHaveLength(0);
  });

  it('rejects a malformed email and a 5-character password', async () => {
    const { user } = renderApp('/auth');

    await fillLogin(user, 'not-an-email', '12345');

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('signs in, says so and goes to /content', async () => {
    const account = buildUser({ email: 'jamie@example.com' });
    server.use(
      http.post('/api/auth/login', () => HttpResponse.json(account)),
      http.get('/api/credits/balance', () => HttpResponse.json({ credits: 40 })),
      http.get('/api/content', () => HttpResponse.json({ content: [], hasMore: false })),
      // The library's filters list the snaps and products.
      http.get('/api/snaps', () => HttpResponse.json([])),
      http.get('/api/products', () => HttpResponse.json([])),
    );
    const { user, router } = renderApp('/auth');

    await fillLogin(user, ' Jamie@Example.com ', 'secret1');

    await findToast('Login successful', "You're now logged in");
    await waitFor(() => expect(router.state.location.pathname).toBe('/content'));
    // The library it lands on loads the (empty) content list before the test ends.
    await screen.findByText('No content yet');
    expect(requestsTo('POST /api/auth/login')[0]?.body).toEqual({
      email: 'jamie@example.com',
      password: 'secret1',
    });
  });

  it("shows the server's message on failure, inline and in a toast", async () => {
    server.use(
      http.post('/api/auth/login', () =>
        apiError(401, 'invalid_credentials', 'Invalid email or password'),
      ),
    );
    const { user } = renderApp('/auth');

    await fillLogin(user, 'jamie@example.com', 'wrong-password');

    await findToast('Login failed', 'Invalid email or password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('falls back when the server gives no message', async () => {
    server.use(http.post('/api/auth/login', () => new HttpResponse('', { status: 500 })));
    const { user } = renderApp('/auth');

    await fillLogin(user, 'jamie@example.com', 'secret1');

    await findToast('Login failed', 'Please check your credentials');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('drops data cached for the previous session', async () => {
    const account = buildUser();
    server.use(
      http.post('/api/auth/login', () => HttpResponse.json(account)),
      http.get('/api/credits/balance', () => HttpResponse.json({ credits: 40 })),
    );
    const { user, queryClient, router } = renderApp('/auth');
    queryClient.setQueryData(['products'], ['left over']);

    await fillLogin(user, 'jamie@example.com', 'secret1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/content'));
    expect(queryClient.getQueryData(['products'])).toBeUndefined();
    expect(queryClient.getQueryData(userQueryKey)).toEqual(account);
  });
});

describe('post-login routing', () => {
  function signInSucceeds() {
    server.use(
      http.post('/api/auth/login', () => HttpResponse.json(buildUser())),
      http.get('/api/credits/balance', () => HttpResponse.json({ credits: 40 })),
    );
  }

  it('runs a pending demo first', async () => {
    signInSucceeds();
    // The demo modal then looks for the demo's snap; with none, it stops there.
    server.use(http.get('/api/snaps', () => HttpResponse.json([])));
    savePendingDemo({ image: 'data:image/png;base64,AAAA', workflow: 'flat-lay' });
    savePendingContent('flat-lay');
    const { user, router } = renderApp('/auth');

    await fillLogin(user, 'jamie@example.com', 'secret1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/content'));
    expect(router.state.location.search).toBe('?demo=1');
  });

  it('then a pending content style', async () => {
    signInSucceeds();
    savePendingContent('Water Splash');
    const { user, router } = renderApp('/auth');

    await fillLogin(user, 'jamie@example.com', 'secret1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/create-content'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      from: 'home',
      style: 'Water Splash',
    });
    expect(localStorage.getItem('snapshot-studio:pending-content')).toBeNull();
  });

  it('ignores an expired demo', async () => {
    signInSucceeds();
    localStorage.setItem(
      'snapshot-studio:demo',
      JSON.stringify({ image: 'data:,', workflow: 'flat-lay', timestamp: Date.now() - 3_600_001 }),
    );
    const { user, router } = renderApp('/auth');

    await fillLogin(user, 'jamie@example.com', 'secret1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/content'));
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem('snapshot-studio:demo')).toBeNull();
  });

  it('sends an already signed-in user away from the auth screen', async () => {
    signInAs(buildUser());
    const { router } = renderApp('/register');

    await waitFor(() => expect(router.state.location.pathname).toBe('/content'));
  });
});

describe('sign-up form', () => {
  async function fillRegister(
    user: ReturnType<typeof renderApp>['user'],
    values: Partial<
      Record<'Email' | 'First name' | 'Last name' | 'Password' | 'Confirm password', string>
    >,
  ) {
    const form = await screen.findByRole('form', { name: 'Sign up' });
    for (const [label, value] of Object.entries(values)) {
      if (value) await user.type(within(form).getByLabelText(label), value);
    }
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
  }

  it('shows the spec messages for every field', async () => {
    server.resetHandlers();
    const { user } = renderApp('/register');

    await fillRegister(user, {
      Email: 'nope',
      'First name': 'J',
      'Last name': 'R',
      Password: '12345',
      'Confirm password': '123456',
    });

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('First name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Last name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(requestsTo('POST /api/auth/register')).toHaveLength(0);
  });

  it('shows the mismatch on the confirmation field', async () => {
    const { user } = renderApp('/register');

    await fillRegister(user, {
      Email: 'jamie@example.com',
      'First name': 'Jamie',
      'Last name': 'Rivera',
      Password: 'secret1',
      'Confirm password': 'secret2',
    });

    const confirm = screen.getByLabelText('Confirm password');
    expect(await screen.findByText("Passwords don't match")).toHaveAttribute(
      'id',
      confirm.getAttribute('aria-describedby'),
    );
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('creates the account, says so and goes on', async () => {
    const account = buildUser({ emailVerified: false });
    server.use(
      http.post('/api/auth/register', () => HttpResponse.json(account, { status: 201 })),
      http.get('/api/credits/balance', () => HttpResponse.json({ credits: 20 })),
      http.get('/api/content', () => HttpResponse.json({ content: [], hasMore: false })),
      http.get('/api/snaps', () => HttpResponse.json([])),
      http.get('/api/products', () => HttpResponse.json([])),
    );
    const { user, router } = renderApp('/register');

    await fillRegister(user, {
      Email: 'jamie@example.com',
      'First name': 'Jamie',
      'Last name': 'Rivera',
      Password: 'secret1',
      'Confirm password': 'secret1',
    });

    await findToast(
      'Registration successful',
      "Your account has been created! Let's create your content.",
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/content'));
    // The library it lands on loads the (empty) content list before the test ends.
    await screen.findByText('No content yet');
    expect(requestsTo('POST /api/auth/register')[0]?.body).toEqual({
      email: 'jamie@example.com',
      firstName: 'Jamie',
      lastName: 'Rivera',
      password: 'secret1',
    });
  });

  it("shows the server's message when the email is taken", async () => {
    server.use(
      http.post('/api/auth/register', () =>
        apiError(409, 'email_taken', 'An account with this email already exists.'),
      ),
    );
    const { user } = renderApp('/register');

    await fillRegister(user, {
      Email: 'jamie@example.com',
      'First name': 'Jamie',
      'Last name': 'Rivera',
      Password: 'secret1',
      'Confirm password': 'secret1',
    });

    await findToast('Registration failed', 'An account with this email already exists.');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists.',
    );
  });

  it('falls back when the server gives no message', async () => {
    server.use(
      http.post(
        '/api/auth/register',
        () => new HttpResponse(null, { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    const { user } = renderApp('/register');

    await fillRegister(user, {
      Email: 'jamie@example.com',
      'First name': 'Jamie',
      'Last name': 'Rivera',
      Password: 'secret1',
      'Confirm password': 'secret1',
    });

    await findToast('Registration failed', 'Please try again with different credentials');
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
  });
});
