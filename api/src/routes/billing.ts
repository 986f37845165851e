import Router from '@koa/router';
import type Stripe from 'stripe';
import { requireUser } from '../auth/current-user';
import {
  checkoutRequestSchema,
  type checkoutResponseSchema,
  type portalResponseSchema,
} from '../contract/billing';
import { checkoutSessionView, payLocalCheckout, startCheckout } from '../domain/billing/checkout';
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

/** Plans, checkout (Stripe's or the local test one) and the customer portal. */
export function billingRoutes(deps: BillingDeps): Router {
  const router = new Router({ prefix: '/api' });

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

  router.post('/billing/local-checkout/:id/pay', requireUser, async (ctx) => {
    // With Stripe configured, money goes through Stripe only: no free test payments.
    if (deps.stripe) {
      throw new DomainError('not_found', 'The local test checkout is off: Stripe is set up.');
    }
    ctx.body = await payLocalCheckout(deps.db, ctx.params.id!, ctx.state.user.id);
  });

  router.post('/billing/portal', requireUser, async (ctx) => {
    if (!deps.stripe) {
      // The local checkout has no portal: plans are changed on the subscription page itself.
      ctx.body = { url: '/subscription' } satisfies z.infer<typeof portalResponseSchema>;
      return;
    }
    const url = await openBillingPortal(deps.db, {
      userId: ctx.state.user.id,
      stripe: deps.stripe,
      returnUrl: `${deps.publicUrl}/subscription`,
    });
    ctx.body = { url } satisfies z.infer<typeof portalResponseSchema>;
  });

  return router;
}
