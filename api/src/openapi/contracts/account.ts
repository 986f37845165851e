import { z } from 'zod';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  userSchema,
  verifyEmailRequestSchema,
} from '../../contract/auth';
import {
  changePasswordRequestSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  checkoutSessionResponseSchema,
  creditHistoryQuerySchema,
  creditHistoryResponseSchema,
  listPlansResponseSchema,
  invoicesResponseSchema,
  localCardRequestSchema,
  planChangePreviewSchema,
  planChangeQuerySchema,
  planChangeRequestSchema,
  portalRequestSchema,
  portalResponseSchema,
  subscriptionResponseSchema,
  usageResponseSchema,
} from '../../contract/billing';
import { balanceResponseSchema } from '../../contract/credits';
import { healthResponseSchema, readinessResponseSchema } from '../../contract/health';
import { route } from '../../contract/route';

const redirect = (description: string) => ({ status: 302, description, contentType: 'none' });

const localOnly = 'Only without Stripe keys: the local test checkout’s own portal.';

/** What Stripe's customer portal does, for a subscription bought through the local checkout. */
function localPortalRoutes() {
  return [
    route(
      'get',
      '/api/billing/local-subscription/plan-change',
      'Billing',
      'signed-in',
      'What switching plan would cost now',
      {
        description: `${localOnly} An upgrade is charged and granted for the rest of the month.`,
        query: planChangeQuerySchema,
        answer: { schema: planChangePreviewSchema },
      },
    ),
    route(
      'post',
      '/api/billing/local-subscription/plan-change',
      'Billing',
      'signed-in',
      'Switch plan',
      {
        description: localOnly,
        body: planChangeRequestSchema,
        answer: { schema: subscriptionResponseSchema },
      },
    ),
    route(
      'post',
      '/api/billing/local-subscription/cancel',
      'Billing',
      'signed-in',
      "Cancel at the period's end",
      { description: localOnly, answer: { schema: subscriptionResponseSchema } },
    ),
    route('post', '/api/billing/local-subscription/resume', 'Billing', 'signed-in', 'Resume', {
      description: `${localOnly} Undoes a cancellation before the period ends.`,
      answer: { schema: subscriptionResponseSchema },
    }),
    route(
      'post',
      '/api/billing/local-subscription/card',
      'Billing',
      'signed-in',
      'Change the test card',
      {
        description: `${localOnly} Keeps the brand, the last four digits and the expiry only.`,
        body: localCardRequestSchema,
        answer: { schema: subscriptionResponseSchema },
      },
    ),
  ];
}

/** Health, sign-in and the account: what every visitor and creator calls. */
export const ACCOUNT_ROUTES = [
  route('get', '/api/live', 'Health', 'public', 'Whether the process is up', {
    answer: { schema: z.object({ ok: z.literal(true) }) },
  }),
  route('get', '/api/ready', 'Health', 'public', 'Whether this instance takes traffic', {
    description: 'Answers 503 while the database is unreachable or the instance is draining.',
    answer: { schema: readinessResponseSchema },
  }),
  route('get', '/api/health', 'Health', 'public', 'The database and Temporal, checked', {
    answer: { schema: healthResponseSchema },
  }),
  route('get', '/api/auth/user', 'Auth', 'signed-in', 'The signed-in user', {
    answer: { schema: userSchema },
  }),
  route('post', '/api/auth/login', 'Auth', 'public', 'Sign in with email and password', {
    body: loginRequestSchema,
    answer: { schema: userSchema },
    refusals: ['invalid_credentials', 'rate_limited'],
  }),
  route('post', '/api/auth/register', 'Auth', 'public', 'Create an account and sign in', {
    body: registerRequestSchema,
    answer: { status: 201, description: 'Created and signed in', schema: userSchema },
    refusals: ['email_taken', 'rate_limited'],
  }),
  route('post', '/api/auth/logout', 'Auth', 'public', 'Sign out', {
    answer: { schema: messageResponseSchema },
  }),
  route('post', '/api/auth/resend-verification', 'Auth', 'public', 'Send the email link again', {
    body: resendVerificationRequestSchema,
    answer: { schema: messageResponseSchema },
    refusals: ['already_verified', 'rate_limited'],
  }),
  route(
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
  route('post', '/api/auth/forgot-password', 'Auth', 'public', 'Email a password-reset link', {
    description: 'Answers the same whether or not the email has an account.',
    body: forgotPasswordRequestSchema,
    answer: { schema: messageResponseSchema },
    refusals: ['rate_limited'],
  }),
  route(
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
  route('post', '/api/auth/change-password', 'Auth', 'signed-in', 'Change the password', {
    body: changePasswordRequestSchema,
    answer: { schema: messageResponseSchema },
    refusals: ['invalid_current_password', 'no_password', 'rate_limited'],
  }),
  route('get', '/auth/google', 'Auth', 'public', 'Start Google sign-in', {
    answer: redirect("To Google's consent screen"),
  }),
  route('get', '/auth/google/callback', 'Auth', 'public', 'Where Google sends the user back', {
    answer: redirect('Into the app, signed in, or to the login page with an error'),
  }),

  route('get', '/api/credits/balance', 'Credits', 'signed-in', 'The credit balance', {
    answer: { schema: balanceResponseSchema },
  }),
  route(
    'get',
    '/api/credit-transactions',
    'Credits',
    'signed-in',
    'The credit history, newest first',
    {
      query: creditHistoryQuerySchema,
      answer: { schema: creditHistoryResponseSchema },
    },
  ),
  route('get', '/api/plans', 'Billing', 'public', 'The subscription plans', {
    answer: { schema: listPlansResponseSchema },
  }),
  route('post', '/api/billing/checkout', 'Billing', 'signed-in', 'Start buying a plan', {
    body: checkoutRequestSchema,
    answer: { schema: checkoutResponseSchema },
  }),
  route(
    'get',
    '/api/billing/checkout-sessions/:id',
    'Billing',
    'signed-in',
    "A checkout's outcome",
    {
      answer: { schema: checkoutSessionResponseSchema },
    },
  ),
  route(
    'post',
    '/api/billing/local-checkout/:id/pay',
    'Billing',
    'signed-in',
    'Pay the local test checkout',
    {
      description: 'Only without Stripe keys: the labelled local checkout for trying plans.',
      answer: { schema: checkoutSessionResponseSchema },
    },
  ),
  route('post', '/api/billing/portal', 'Billing', 'signed-in', "Open Stripe's billing portal", {
    description:
      "At its home or straight at one task (`flow`), returning to Settings' plan section. Without Stripe, answers that section: the local checkout's own portal.",
    body: portalRequestSchema,
    answer: { schema: portalResponseSchema },
  }),
  route('get', '/api/billing/invoices', 'Billing', 'signed-in', 'Your paid invoices', {
    answer: { schema: invoicesResponseSchema },
  }),
  ...localPortalRoutes(),
  route('post', '/api/stripe/webhook', 'Billing', 'stripe-signature', "Stripe's events", {
    description:
      'Checked by its `Stripe-Signature` over the raw body; each event is applied once, whatever the order or number of deliveries.',
    answer: { schema: z.object({ received: z.literal(true), outcome: z.string() }) },
  }),
  route('get', '/api/user', 'Account', 'signed-in', 'The signed-in user', {
    answer: { schema: userSchema },
  }),
  route(
    'get',
    '/api/user/subscription',
    'Account',
    'signed-in',
    'The subscription and its credits',
    {
      answer: { schema: subscriptionResponseSchema },
    },
  ),
  route('get', '/api/user/credits', 'Account', 'signed-in', 'The credit balance', {
    answer: { schema: balanceResponseSchema },
  }),
  route('get', '/api/user/usage', 'Account', 'signed-in', 'What the user has made', {
    answer: { schema: usageResponseSchema },
  }),
];
