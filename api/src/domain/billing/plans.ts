import { type Plan as PlanView } from '../../contract/billing';
import { type Database } from '../database';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { Plan } from '../models/plan';

/** Seeded on every start when missing (see db/seed.ts). Prices in US cents. */
export const DEFAULT_PLANS: ReadonlyArray<Omit<PlanView, 'id'>> = [
  {
    name: 'Starter',
    description: 'For trying snaps on a few products each month.',
    monthlyTokens: 100,
    priceCents: 900,
    currency: 'usd',
    features: ['100 tokens every month', 'All snaps', 'Standard support'],
  },
  {
    name: 'Creator',
    description: 'For creators who post every week.',
    monthlyTokens: 500,
    priceCents: 2900,
    currency: 'usd',
    features: ['500 tokens every month', 'All snaps', 'Priority generation', 'Email support'],
  },
  {
    name: 'Studio',
    description: 'For shops with a large catalogue.',
    monthlyTokens: 2000,
    priceCents: 9900,
    currency: 'usd',
    features: ['2,000 tokens every month', 'All snaps', 'Priority generation', 'Priority support'],
  },
];

export class PlanNotFoundError extends DomainError {
  constructor() {
    super('plan_not_found');
  }
}

export function toPlanView(plan: Plan): PlanView {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    monthlyTokens: plan.monthly_tokens,
    priceCents: plan.price_cents,
    currency: plan.currency,
    features: plan.features,
  };
}

/** The plans on offer, in display order. */
export async function listActivePlans(db: Database): Promise<Plan[]> {
  return Plan.query(db).modify('offered');
}

/** Any plan by id, offered or not (an old subscription may still point at a retired one). */
export async function findPlan(db: Database, id: string): Promise<Plan | undefined> {
  if (!isUuid(id)) return undefined;
  return Plan.query(db).findById(id);
}

export async function findPlanByStripePrice(
  db: Database,
  stripePriceId: string,
): Promise<Plan | undefined> {
  return Plan.query(db).findOne({ stripe_price_id: stripePriceId });
}

/** A plan that can be bought now; throws plan_not_found otherwise. */
export async function requireActivePlan(db: Database, id: string): Promise<Plan> {
  const plan = await findPlan(db, id);
  if (!plan?.active) throw new PlanNotFoundError();
  return plan;
}
