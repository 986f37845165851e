import {
  localCardRequestSchema,
  planChangePreviewSchema,
  planChangeQuerySchema,
  planChangeRequestSchema,
  subscriptionResponseSchema,
} from '../billing';
import { route } from '../route';

const localOnly = 'Only without Stripe keys: the local test checkout’s own portal.';

/** What Stripe's customer portal does, for a subscription bought through the local checkout. */
export const localSubscriptionApi = {
  planChangePreview: route(
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
  changePlan: route(
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
  cancel: route(
    'post',
    '/api/billing/local-subscription/cancel',
    'Billing',
    'signed-in',
    "Cancel at the period's end",
    { description: localOnly, answer: { schema: subscriptionResponseSchema } },
  ),
  resume: route(
    'post',
    '/api/billing/local-subscription/resume',
    'Billing',
    'signed-in',
    'Resume',
    {
      description: `${localOnly} Undoes a cancellation before the period ends.`,
      answer: { schema: subscriptionResponseSchema },
    },
  ),
  card: route(
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
};
