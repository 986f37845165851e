import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  userSchema,
  verifyEmailRequestSchema,
} from '../auth';
import { changePasswordRequestSchema } from '../billing';
import { route } from '../route';

const redirect = (description: string) => ({ status: 302, description, contentType: 'none' });

/** Accounts and sessions: sign-up, sign-in, email verification, passwords, Google. */
export const authApi = {
  user: route('get', '/api/auth/user', 'Auth', 'signed-in', 'The signed-in user', {
    answer: { schema: userSchema },
  }),
  login: route('post', '/api/auth/login', 'Auth', 'public', 'Sign in with email and password', {
    body: loginRequestSchema,
    answer: { schema: userSchema },
    refusals: ['invalid_credentials', 'rate_limited'],
  }),
  register: route('post', '/api/auth/register', 'Auth', 'public', 'Create an account and sign in', {
    body: registerRequestSchema,
    answer: { status: 201, description: 'Created and signed in', schema: userSchema },
    refusals: ['email_taken', 'rate_limited'],
  }),
  logout: route('post', '/api/auth/logout', 'Auth', 'public', 'Sign out', {
    answer: { schema: messageResponseSchema },
  }),
  resendVerification: route(
    'post',
    '/api/auth/resend-verification',
    'Auth',
    'public',
    'Send the email link again',
    {
      body: resendVerificationRequestSchema,
      answer: { schema: messageResponseSchema },
      refusals: ['already_verified', 'rate_limited'],
    },
  ),
  verifyEmail: route(
    'post',
    '/api/auth/verify-email',
    'Auth',
    'public',
    "Verify an email with its link's token",
    {
      description:
        'A link used before answers `already_verified` when its account is verified, so the page can say so.',
      body: verifyEmailRequestSchema,
      answer: { schema: messageResponseSchema },
      refusals: ['invalid_token', 'already_verified'],
    },
  ),
  forgotPassword: route(
    'post',
    '/api/auth/forgot-password',
    'Auth',
    'public',
    'Email a password-reset link',
    {
      description: 'Answers the same whether or not the email has an account.',
      body: forgotPasswordRequestSchema,
      answer: { schema: messageResponseSchema },
      refusals: ['rate_limited'],
    },
  ),
  resetPassword: route(
    'post',
    '/api/auth/reset-password',
    'Auth',
    'public',
    "Set a new password with a link's token",
    {
      body: resetPasswordRequestSchema,
      answer: { schema: messageResponseSchema },
    },
  ),
  changePassword: route(
    'post',
    '/api/auth/change-password',
    'Auth',
    'signed-in',
    'Change the password',
    {
      body: changePasswordRequestSchema,
      answer: { schema: messageResponseSchema },
      refusals: ['invalid_current_password', 'no_password', 'rate_limited'],
    },
  ),
  google: route('get', '/auth/google', 'Auth', 'public', 'Start Google sign-in', {
    answer: redirect("To Google's consent screen"),
  }),
  googleCallback: route(
    'get',
    '/auth/google/callback',
    'Auth',
    'public',
    'Where Google sends the user back',
    {
      answer: redirect('Into the app, signed in, or to the login page with an error'),
    },
  ),
};
