import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { apiError } from '@/testing/handlers';
import { requestsTo } from '@/testing/requests';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('resend verification (signed out)', () => {
  it('says under the field when the address is not one, once it is left, and sends it tidied', async () => {
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
