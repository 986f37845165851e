import { z } from 'zod';
import { operatorReasonSchema } from './audit';

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

/** What became of a run's tokens: still held while it runs, charged once it succeeded, or refunded. */
export const runCreditOutcomeSchema = z.enum(['held', 'charged', 'refunded']);
export type RunCreditOutcome = z.infer<typeof runCreditOutcomeSchema>;

/**
 * One line of a creator's token history. A change of its own (a grant, a plan's allowance, a
 * manager's adjustment) is one `entry`; every ledger entry of one run (the hold, then its charge
 * or its refund) is one `run`, with what the run finally cost and its entries for the detail.
 */
export const creditHistoryItemSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('entry'),
    /** The ledger entry's id. */
    id: z.string(),
    kind: creditKindSchema,
    amount: z.number().int(),
    balanceAfter: z.number().int(),
    reason: z.string().nullable(),
    createdAt: z.string(),
  }),
  z.object({
    type: z.literal('run'),
    /** The execution's id. */
    id: z.string(),
    /** The snap it ran (null only if the snap has since been deleted). */
    snapName: z.string().nullable(),
    outcome: runCreditOutcomeSchema,
    /** The run's net change of the balance: its cost (negative) once charged or while held, 0 once refunded. */
    amount: z.number().int(),
    /** The tokens it held while it ran. */
    held: z.number().int(),
    /** The balance after the run's last entry. */
    balanceAfter: z.number().int(),
    /** Why the tokens came back, in words; null unless refunded. */
    refundReason: z.string().nullable(),
    /** When its last entry was written (it ended, or, while held, started). */
    createdAt: z.string(),
    /** Its ledger entries, oldest first: the detail shown on demand. */
    entries: z.array(creditTransactionSchema),
  }),
]);
export type CreditHistoryItem = z.infer<typeof creditHistoryItemSchema>;

/**
 * `GET /api/credit-transactions?page&limit`: the signed-in creator's history, newest first, one
 * line per run (pages count lines, not ledger entries, so a run is never split across pages).
 */
/** `GET /api/credit-transactions?page=&limit=`. */
export const creditHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const creditHistoryResponseSchema = z.object({
  items: z.array(creditHistoryItemSchema),
  /** The number of lines. */
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type CreditHistoryPage = z.infer<typeof creditHistoryResponseSchema>;

/** `POST /api/manager/users/:id/credits`: a manager's grant or correction, with a reason. */
export const managerCreditRequestSchema = z.object({
  amount: z
    .number()
    .int()
    .refine((n) => n !== 0, 'The amount must not be zero'),
  reason: operatorReasonSchema,
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
