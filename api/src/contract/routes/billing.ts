import { z } from 'zod';
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  checkoutSessionResponseSchema,
  listPlansResponseSchema,
  invoicesResponseSchema,
  portalRequestSchema,
  portalResponseSchema,
} from '../billing';
import { route } from '../route';

/** Plans, checkout, the billing portal, invoices and Stripe's events. */
export const billingApi = {
  plans: route('get', '/api/plans', 'Billing', 'public', 'The subscription plans', {
    answer: { schema: listPlansResponseSchema },
  }),
  checkout: route('post', '/api/billing/checkout', 'Billing', 'signed-in', 'Start buying a plan', {
    body: checkoutRequestSchema,
    answer: { schema: checkoutResponseSchema },
  }),
  checkoutSession: route(
    'get',
    '/api/billing/checkout-sessions/:id',
    'Billing',
    'signed-in',
    "A checkout's outcome",
    {
      answer: { schema: checkoutSessionResponseSchema },
    },
  ),
  payLocalCheckout: route(
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
  portal: route(
    'post',
    '/api/billing/portal',
    'Billing',
    'signed-in',
    "Open Stripe's billing portal",
    {
      description:
        "At its home or straight at one task (`flow`), returning to Settings' plan section. Without Stripe, answers that section: the local checkout's own portal.",
      body: portalRequestSchema,
      answer: { schema: portalResponseSchema },
    },
  ),
  invoices: route('get', '/api/billing/invoices', 'Billing', 'signed-in', 'Your paid invoices', {
    answer: { schema: invoicesResponseSchema },
  }),
  stripeWebhook: route(
    'post',
    '/api/stripe/webhook',
    'Billing',
    'stripe-signature',
    "Stripe's events",
    {
      description:
        'Checked by its `Stripe-Signature` over the raw body; each event is applied once, whatever the order or number of deliveries.',
      answer: { schema: z.object({ received: z.literal(true), outcome: z.string() }) },
    },
  ),
};
