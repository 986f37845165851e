import { clock } from '../../platform/clock';
import { type Plan } from '../models/plan';

/**
 * How a change of plan in the middle of a period is paid and granted, the same for Stripe and the
 * local checkout. An upgrade (more tokens a month) starts now: it is charged the price difference
 * for the part of the period left (Stripe's proration) and grants the allowance difference for
 * that same part, so upgrading late in a month buys few tokens. A downgrade also starts now and
 * is neither charged nor granted: the tokens already granted stay, and the next renewal is at the
 * new price.
 */
export function planChangeTerms(
  from: Plan,
  to: Plan,
  /** The part of the current period still to run, from 0 to 1. */
  periodLeft: number,
): { direction: 'upgrade' | 'downgrade'; amountCents: number; tokens: number } {
  const left = Math.min(1, Math.max(0, periodLeft));
  if (to.monthly_tokens <= from.monthly_tokens) {
    return { direction: 'downgrade', amountCents: 0, tokens: 0 };
  }
  return {
    direction: 'upgrade',
    amountCents: Math.round(Math.max(0, to.price_cents - from.price_cents) * left),
    tokens: upgradeTokens(from, to, left),
  };
}

/** An upgrade's allowance difference for the part of the period left. */
export function upgradeTokens(from: Plan, to: Plan, periodLeft: number): number {
  const left = Math.min(1, Math.max(0, periodLeft));
  return Math.max(0, Math.round((to.monthly_tokens - from.monthly_tokens) * left));
}

/** The part of a monthly period ending at `periodEnd` still to run at `now`. */
export function monthLeft(periodEnd: Date, now = clock.now()): number {
  const start = new Date(periodEnd);
  start.setMonth(start.getMonth() - 1);
  const length = periodEnd.getTime() - start.getTime();
  return Math.min(1, Math.max(0, (periodEnd.getTime() - now.getTime()) / length));
}
