import Router, { type RouterMiddleware } from '@koa/router';
import type Stripe from 'stripe';
import { requireUser, type SignedInState } from '../auth/current-user';
import {
  checkoutRequestSchema,
  type checkoutResponseSchema,
  localCardRequestSchema,
  planChangeQuerySchema,
  planChangeRequestSchema,
  portalRequestSchema,
  type portalResponseSchema,
} from '../contract/billing';
import { checkoutSessionView, payLocalCheckout, startCheckout } from '../domain/billing/checkout';
import { listInvoices } from '../domain/billing/invoices';
import {
  changeLocalPlan,
  previewLocalPlanChange,
  setLocalCancellation,
  setLocalCard,
} from '../domain/billing/local-subscription';
import { listActivePlans, requireActivePlan, toPlanView } from '../domain/billing/plans';
import { openBillingPortal } from '../domain/billing/portal';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { type z } from 'zod';

export interface BillingDeps {
  db: Database;
  /** The Stripe client; without it purchases go through the local test checkout. */
  stripe?: Stripe;
  publicUrl: string;
}

/** Where the customer portal comes back to, and the local checkout's own portal lives. */
export const PLAN_SETTINGS_PATH = '/settings?section=plan';

/**
 * Plans, checkout (Stripe's or the local test one), the customer portal, and the local checkout's
 * own portal: change plan, cancel at the period's end, resume, card.
 */
export function billingRoutes(deps: BillingDeps): Router {
  const router = new Router({ prefix: '/api' });

  // With Stripe configured, money goes through Stripe only: no free test payments or changes.
  const localOnly: RouterMiddleware<SignedInState> = async (_ctx, next) => {
    if (deps.stripe) {
      throw new DomainError('not_found', 'The local test checkout is off: Stripe is set up.');
    }
    await next();
  };

  router.get('/plans', async (ctx) => {
    ctx.body = (await listActivePlans(deps.db)).map(toPlanView);
  });

  router.post('/billing/checkout', requireUser, async (ctx) => {
    const { planId } = checkoutRequestSchema.parse(ctx.request.body ?? {});
    const plan = await requireActivePlan(deps.db, planId);
    ctx.body = (await startCheckout(deps.db, {
      user: ctx.state.user,
      plan,
      stripe: deps.stripe,
      publicUrl: deps.publicUrl,
    })) satisfies z.infer<typeof checkoutResponseSchema>;
  });

  router.get('/billing/checkout-sessions/:id', requireUser, async (ctx) => {
    ctx.body = await checkoutSessionView(deps.db, ctx.params.id!, ctx.state.user.id);
  });

  router.post('/billing/local-checkout/:id/pay', requireUser, localOnly, async (ctx) => {
    ctx.body = await payLocalCheckout(deps.db, ctx.params.id!, ctx.state.user.id);
  });

  router.post('/billing/portal', requireUser, async (ctx) => {
    const { flow } = portalRequestSchema.parse(ctx.request.body ?? {});
    if (!deps.stripe) {
      // The local checkout's portal is Settings' plan section itself.
      ctx.body = { url: PLAN_SETTINGS_PATH } satisfies z.infer<typeof portalResponseSchema>;
      return;
    }
    const url = await openBillingPortal(deps.db, {
      userId: ctx.state.user.id,
      stripe: deps.stripe,
      returnUrl: `${deps.publicUrl}${PLAN_SETTINGS_PATH}`,
      flow,
    });
    ctx.body = { url } satisfies z.infer<typeof portalResponseSchema>;
  });

  router.get('/billing/invoices', requireUser, async (ctx) => {
    ctx.body = await listInvoices(deps.db, ctx.state.user.id);
  });

  router.get('/billing/local-subscription/plan-change', requireUser, localOnly, async (ctx) => {
    const { planId } = planChangeQuerySchema.parse(ctx.query);
    ctx.body = await previewLocalPlanChange(deps.db, ctx.state.user.id, planId);
  });

  router.post('/billing/local-subscription/plan-change', requireUser, localOnly, async (ctx) => {
    const { planId } = planChangeRequestSchema.parse(ctx.request.body ?? {});
    ctx.body = await changeLocalPlan(deps.db, ctx.state.user.id, planId);
  });

  router.post('/billing/local-subscription/cancel', requireUser, localOnly, async (ctx) => {
    ctx.body = await setLocalCancellation(deps.db, ctx.state.user.id, true);
  });

  router.post('/billing/local-subscription/resume', requireUser, localOnly, async (ctx) => {
    ctx.body = await setLocalCancellation(deps.db, ctx.state.user.id, false);
  });

  router.post('/billing/local-subscription/card', requireUser, localOnly, async (ctx) => {
    const card = localCardRequestSchema.parse(ctx.request.body ?? {});
    ctx.body = await setLocalCard(deps.db, ctx.state.user.id, card);
  });

  return router;
}
