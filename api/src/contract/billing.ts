import { z } from 'zod';

/** A subscription plan: a monthly token allowance for a price. */
export const planSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string(),
  monthlyTokens: z.number().int().positive(),
  /** In the currency's smallest unit (cents). */
  priceCents: z.number().int().nonnegative(),
  currency: z.string().length(3),
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof planSchema>;

/** `GET /api/plans` (public): active plans in display order. */
export const listPlansResponseSchema = z.array(planSchema);

export const subscriptionStatusSchema = z.enum([
  'incomplete',
  'active',
  'past_due',
  'canceled',
  'unpaid',
]);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** Who takes the money: Stripe, or the labelled local test checkout used without Stripe keys. */
export const billingProviderSchema = z.enum(['stripe', 'local']);
export type BillingProvider = z.infer<typeof billingProviderSchema>;

/** `open` until paid; `complete` once paid; `expired` if abandoned. */
export const checkoutStatusSchema = z.enum(['open', 'complete', 'expired']);
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

/** Why a balance changed: every ledger entry is one of these. */
export const creditKindSchema = z.enum([
  'grant',
  'purchase',
  'subscription',
  'reserve',
  'commit',
  'release',
  'adjust',
]);
export type CreditKind = z.infer<typeof creditKindSchema>;

/** `GET /api/user/subscription`: the signed-in user's subscription, or null. */
export const subscriptionResponseSchema = z.object({
  subscription: z
    .object({
      plan: planSchema,
      status: subscriptionStatusSchema,
      currentPeriodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
      provider: billingProviderSchema,
    })
    .nullable(),
});

/** `POST /api/billing/checkout`: start buying a plan. Answers where to send the browser. */
export const checkoutRequestSchema = z.object({ planId: z.string().uuid() });
export const checkoutResponseSchema = z.object({
  /** Stripe Checkout's URL, or the local checkout page `/subscription/checkout/local?session=…`. */
  url: z.string(),
  sessionId: z.string(),
});

/** `GET /api/billing/checkout-sessions/:id`: what the waiting page polls. */
export const checkoutSessionResponseSchema = z.object({
  id: z.string(),
  plan: planSchema,
  status: checkoutStatusSchema,
  /** True once the allowance has been granted to the balance (the webhook arrived). */
  granted: z.boolean(),
  provider: billingProviderSchema,
});

/** `POST /api/billing/portal`: Stripe's customer portal (or the local equivalent). */
export const portalResponseSchema = z.object({ url: z.string() });

/** One ledger entry as its owner sees it. */
export const creditTransactionSchema = z.object({
  id: z.string(),
  kind: creditKindSchema,
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.string().nullable(),
  /** The execution it belongs to, with its snap's name, when it does. */
  execution: z.object({ id: z.string(), snapName: z.string() }).nullable(),
  createdAt: z.string(),
});
export type CreditTransaction = z.infer<typeof creditTransactionSchema>;

/** `GET /api/credit-transactions?page&limit` (newest first); managers: `/api/manager/transactions`. */
export const creditTransactionsResponseSchema = z.object({
  transactions: z.array(creditTransactionSchema.extend({ userEmail: z.string().optional() })),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

/** `POST /api/manager/users/:id/credits`: a manager's grant or correction, with a reason. */
export const managerCreditRequestSchema = z.object({
  amount: z
    .number()
    .int()
    .refine((n) => n !== 0, 'The amount must not be zero'),
  reason: z.string().trim().min(3, 'Give a reason of at least 3 characters').max(500),
});

/** `GET /api/user/usage`. */
export const usageResponseSchema = z.object({
  productCount: z.number().int(),
  contentCount: z.number().int(),
});

/** `POST /api/auth/change-password` (settings, account section). */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, 'Required'),
  newPassword: z.string().min(6, 'Password must be at least 6 characters'),
});
