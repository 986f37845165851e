import { type Plan } from '../../contract/billing';
import { type Database } from '../database';
import { DomainError } from '../errors';
import { isUuid } from '../ids';

export interface PlanRow {
  id: string;
  name: string;
  description: string;
  monthly_tokens: number;
  price_cents: number;
  currency: string;
  stripe_price_id: string | null;
  features: string[];
  active: boolean;
  sort_order: number;
}

/** Seeded on every start when missing (see db/seed.ts). Prices in US cents. */
export const DEFAULT_PLANS: ReadonlyArray<Omit<Plan, 'id'>> = [
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

export function toPlanView(plan: PlanRow): Plan {
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
export function listActivePlans(db: Database): Promise<PlanRow[]> {
  return db<PlanRow>('plans').where({ active: true }).orderBy(['sort_order', 'name']);
}

/** Any plan by id, offered or not (an old subscription may still point at a retired one). */
export async function findPlan(db: Database, id: string): Promise<PlanRow | undefined> {
  if (!isUuid(id)) return undefined;
  return db<PlanRow>('plans').where({ id }).first();
}

export async function findPlanByStripePrice(
  db: Database,
  stripePriceId: string,
): Promise<PlanRow | undefined> {
  return db<PlanRow>('plans').where({ stripe_price_id: stripePriceId }).first();
}

/** A plan that can be bought now; throws plan_not_found otherwise. */
export async function requireActivePlan(db: Database, id: string): Promise<PlanRow> {
  const plan = await findPlan(db, id);
  if (!plan?.active) throw new PlanNotFoundError();
  return plan;
}
