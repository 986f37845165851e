import Router from '@koa/router';
import type Stripe from 'stripe';
import { billingApi } from '../contract/routes/billing';
import { localSubscriptionApi } from '../contract/routes/local-subscription';
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
import { mountRoute } from '../http/mount-route';

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
  const router = new Router();

  // With Stripe configured, money goes through Stripe only: no free test payments or changes.
  const localOnly = () => {
    if (deps.stripe) {
      throw new DomainError('not_found', 'The local test checkout is off: Stripe is set up.');
    }
  };

  mountRoute(router, billingApi.plans, async () =>
    (await listActivePlans(deps.db)).map(toPlanView),
  );

  mountRoute(router, billingApi.checkout, async ({ body: { planId }, user }) => {
    const plan = await requireActivePlan(deps.db, planId);
    return startCheckout(deps.db, { user, plan, stripe: deps.stripe, publicUrl: deps.publicUrl });
  });

  mountRoute(router, billingApi.checkoutSession, ({ params, user }) =>
    checkoutSessionView(deps.db, params.id, user.id),
  );

  mountRoute(router, billingApi.payLocalCheckout, ({ params, user }) => {
    localOnly();
    return payLocalCheckout(deps.db, params.id, user.id);
  });

  mountRoute(router, billingApi.portal, async ({ body: { flow }, user }) => {
    // Without Stripe, the local checkout's portal is Settings' plan section itself.
    if (!deps.stripe) return { url: PLAN_SETTINGS_PATH };
    const url = await openBillingPortal(deps.db, {
      userId: user.id,
      stripe: deps.stripe,
      returnUrl: `${deps.publicUrl}${PLAN_SETTINGS_PATH}`,
      flow,
    });
    return { url };
  });

  mountRoute(router, billingApi.invoices, ({ user }) => listInvoices(deps.db, user.id));

  mountRoute(router, localSubscriptionApi.planChangePreview, ({ query, user }) => {
    localOnly();
    return previewLocalPlanChange(deps.db, user.id, query.planId);
  });
  mountRoute(router, localSubscriptionApi.changePlan, ({ body, user }) => {
    localOnly();
    return changeLocalPlan(deps.db, user.id, body.planId);
  });
  mountRoute(router, localSubscriptionApi.cancel, ({ user }) => {
    localOnly();
    return setLocalCancellation(deps.db, user.id, true);
  });
  mountRoute(router, localSubscriptionApi.resume, ({ user }) => {
    localOnly();
    return setLocalCancellation(deps.db, user.id, false);
  });
  mountRoute(router, localSubscriptionApi.card, ({ body, user }) => {
    localOnly();
    return setLocalCard(deps.db, user.id, body);
  });

  return router;
}
