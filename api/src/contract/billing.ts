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

/**
 * Each ledger kind as operators read it, on every screen that lists ledger entries (a run's
 * tokens, Transaction History, its totals and filter): the word the CSV and the URL carry
 * (`kind=reserve`), with what it did. Creators' own history says it in their words.
 */
export const CREDIT_KIND_LABELS: Record<CreditKind, string> = {
  grant: 'Grant',
  purchase: 'Purchase',
  subscription: 'Subscription (plan allowance)',
  reserve: 'Reserve (held)',
  commit: 'Commit (charged)',
  release: 'Release (given back)',
  adjust: 'Adjust (by a manager)',
};

/** `GET /api/user/subscription`: the signed-in user's subscription, or null. */
export const subscriptionResponseSchema = z.object({
  subscription: z
    .object({
      plan: planSchema,
      status: subscriptionStatusSchema,
      currentPeriodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
      provider: billingProviderSchema,
      /** The local checkout's test card; null for Stripe (its card is shown in Stripe's portal). */
      card: z
        .object({
          brand: z.string(),
          last4: z.string(),
          expMonth: z.number().int(),
          expYear: z.number().int(),
        })
        .nullable(),
    })
    .nullable(),
});

/** Why an invoice was paid: the first month, a renewal, or a mid-period upgrade. */
export const invoiceReasonSchema = z.enum([
  'subscription_create',
  'subscription_cycle',
  'subscription_update',
]);
export type InvoiceReason = z.infer<typeof invoiceReasonSchema>;

/** `GET /api/billing/invoices`: the signed-in user's paid invoices, newest first. */
export const invoicesResponseSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      planName: z.string(),
      reason: invoiceReasonSchema,
      amountCents: z.number().int(),
      currency: z.string(),
      /** What it added to the balance. */
      tokens: z.number().int(),
      paidAt: z.string(),
      /** Stripe's hosted invoice page; null for a local test payment. */
      url: z.string().nullable(),
      provider: billingProviderSchema,
    }),
  ),
});
export type Invoice = z.infer<typeof invoicesResponseSchema>['items'][number];

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

/**
 * `POST /api/billing/portal`: Stripe's customer portal, opened at its home (plan, invoices,
 * resume) or straight at one task. Without Stripe it answers Settings' own plan section.
 */
export const portalFlowSchema = z.enum([
  'home',
  'payment_method_update',
  'subscription_cancel',
  'subscription_update',
]);
export type PortalFlow = z.infer<typeof portalFlowSchema>;
export const portalRequestSchema = z.object({ flow: portalFlowSchema.default('home') });
export const portalResponseSchema = z.object({ url: z.string() });

/** `GET /api/billing/local-subscription/plan-change?planId=`: what switching would cost now. */
export const planChangeQuerySchema = z.object({ planId: z.string().uuid() });
export const planChangePreviewSchema = z.object({
  plan: planSchema,
  /** An upgrade starts now, charged and granted for the rest of the period; a downgrade too, free. */
  direction: z.enum(['upgrade', 'downgrade']),
  /** Charged now (the price difference for the days left); 0 for a downgrade. */
  amountCents: z.number().int().nonnegative(),
  currency: z.string().length(3),
  /** Added to the balance now (the allowance difference for the days left). */
  tokens: z.number().int().nonnegative(),
});
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;

/** `POST /api/billing/local-subscription/plan-change`. */
export const planChangeRequestSchema = z.object({ planId: z.string().uuid() });

/** Luhn's check digit: what every card number satisfies. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** `POST /api/billing/local-subscription/card`: the local checkout's test card. */
export const localCardRequestSchema = z
  .object({
    number: z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ''))
      .refine((digits) => /^\d{12,19}$/.test(digits) && passesLuhn(digits), {
        message: 'Enter a valid card number',
      }),
    expMonth: z.coerce.number().int().min(1, 'Month 1 to 12').max(12, 'Month 1 to 12'),
    expYear: z.coerce.number().int().min(2000, 'Year as YYYY').max(2100, 'Year as YYYY'),
    cvc: z.string().regex(/^\d{3,4}$/, '3 or 4 digits'),
  })
  .refine(
    ({ expMonth, expYear }) => {
      // The wall clock, not the server's: the UI runs this schema too, and contract/ imports no
      // server code.
      // eslint-disable-next-line no-restricted-syntax -- shared with the browser
      const now = new Date();
      return expYear * 12 + expMonth >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
    },
    { message: 'This card has expired', path: ['expYear'] },
  );

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
    /** The API key a business's program started it with (`/v1`); null for a run from the app. */
    apiKey: z.object({ name: z.string(), prefix: z.string() }).nullable(),
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
