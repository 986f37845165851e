/**
 * Chaos scenario `webhook-storm`: a month of Stripe events for many subscribers (checkout,
 * subscription created and activated, first invoice paid, then a renewal or a cancellation, and
 * the events the app ignores), each delivered ten times, all shuffled and sent concurrently to the
 * real API, among forged ones (another secret, a signature over other bytes, no signature) and
 * stale replays (a right signature minutes old). Money and access: each allowance granted
 * exactly once and every balance the sum of its entries; each subscription and checkout ends as
 * the month says, whatever the order; forged and stale deliveries answer 400 and change nothing.
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { type Plan } from '@studio/api/contract/billing';
import { type Database } from '@studio/api/domain/database';
import { startBenchStack } from '../bench/bench-stack';
import { JSON_REQUEST } from '../src/cluster/proxy-creators';
import { startStripeStandIn } from '../src/testing/stand-ins/stripe-stand-in';
import { type ChaosReport, type ChaosSize } from './chaos-report';
import { unbalancedUsers } from './ledger-checks';
import { newStripeId, type StripeEvent } from '../src/testing/stripe-events';
import { forgedEvents, monthOfEvents, type Subscriber } from './stripe-month';

const SIZES: Record<ChaosSize, { subscribers: number }> = {
  short: { subscribers: 3 },
  full: { subscribers: 20 },
};
const DELIVERIES = 10;
const IN_FLIGHT = 16;
/** Older than Stripe's (and the app's) five minutes of tolerance. */
const STALE_SECONDS = 10 * 60;
const DAY = 24 * 3600;

type Forgery = 'another secret' | 'other bytes' | 'no signature' | 'stale';
interface Delivery {
  event: StripeEvent;
  forgery?: Forgery;
}
interface Answer {
  delivery: Delivery;
  status: number;
  body: { outcome?: string; error?: string };
}

// The SDK's own signer, as Stripe signs; it makes no request.
const signer = new Stripe('sk_test_signer_only');

export async function run(size: ChaosSize = 'full'): Promise<ChaosReport> {
  const secret = `whsec_${randomBytes(24).toString('hex')}`;
  const stripeApi = await startStripeStandIn();
  try {
    const stack = await startBenchStack({
      extraEnv: {
        STRIPE_SECRET_KEY: stripeApi.secretKey,
        STRIPE_WEBHOOK_SECRET: secret,
        STRIPE_API_BASE: stripeApi.apiBase,
      },
    });
    try {
      const subscribers = await subscribe(stack, SIZES[size].subscribers);
      const now = Math.floor(Date.now() / 1000);
      const months = subscribers.map((s, i) => monthOfEvents(s, now - 31 * DAY - i * 60));
      const genuine = months.flat();
      const forged = subscribers.flatMap((s) => forgedEvents(s, now));
      const deliveries = shuffle<Delivery>([
        ...genuine.flatMap((event) => Array.from({ length: DELIVERIES }, () => ({ event }))),
        ...genuine.map((event) => ({ event, forgery: 'stale' as const })),
        ...forged.flatMap((event) =>
          (['another secret', 'other bytes', 'no signature', 'stale'] as const).map((forgery) => ({
            event,
            forgery,
          })),
        ),
      ]);

      const started = performance.now();
      const answers: Answer[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: IN_FLIGHT }, async () => {
          while (next < deliveries.length) {
            const delivery = deliveries[next++]!;
            answers.push(await deliver(stack.apiUrl, secret, delivery));
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;

      const applied = new Map<string, number>();
      for (const a of answers) {
        if (!a.delivery.forgery && a.status === 200 && a.body.outcome !== 'duplicate') {
          applied.set(a.delivery.event.id, (applied.get(a.delivery.event.id) ?? 0) + 1);
        }
      }
      const onceEach = genuine.filter((e) => applied.get(e.id) === 1).length;
      const refused = answers.filter((a) => a.delivery.forgery);
      const genuineAnswers = answers.filter((a) => !a.delivery.forgery);
      const serverErrors = answers.filter((a) => a.status >= 500).length;
      const ledger = await wrongLedgers(stack.db, subscribers);
      const unbalanced = await unbalancedUsers(
        stack.db,
        subscribers.map((s) => s.userId),
      );
      const states = await wrongStates(stack.db, subscribers);
      const recorded = await stack.db('stripe_events').select('id');
      const genuineIds = new Set(genuine.map((e) => e.id));
      const strayRecords = recorded.filter((r: { id: string }) => !genuineIds.has(r.id)).length;
      const grants = subscribers.reduce((n, s) => n + s.invoices.length, 0);

      return {
        scenario: 'webhook-storm',
        figures: `${subscribers.length} subscribers, ${genuine.length} events × ${DELIVERIES} deliveries shuffled ${IN_FLIGHT} at a time among ${refused.length} forged or stale: ${answers.length} deliveries in ${seconds.toFixed(1)} s (${Math.round(answers.length / seconds)}/s), ${grants} allowances, ${serverErrors} 5xx`,
        promises: [
          {
            promise: 'every genuine delivery answers 200, every event applied exactly once',
            held: genuineAnswers.every((a) => a.status === 200) && onceEach === genuine.length,
            detail: `${genuineAnswers.filter((a) => a.status !== 200).length} not 200, ${genuine.length - onceEach} events not applied once`,
          },
          {
            promise: 'each allowance granted exactly once; every balance the sum of its entries',
            held: ledger.length === 0 && unbalanced.length === 0,
            detail: [...ledger, ...unbalanced.map((u) => `${u} unbalanced`)].join('; '),
          },
          {
            promise: 'every subscription and checkout ends as the month says, in any order',
            held: states.length === 0,
            detail: states.join('; '),
          },
          {
            promise: 'forged and stale deliveries answer 400 and record nothing',
            held:
              refused.every((a) => a.status === 400 && a.body.error === 'invalid_signature') &&
              strayRecords === 0,
            detail: `${refused.filter((a) => a.status !== 400).length} not 400, ${strayRecords} forged events recorded`,
          },
          { promise: 'no 5xx', held: serverErrors === 0, detail: `${serverErrors}` },
        ],
      };
    } finally {
      await stack.stop();
    }
  } finally {
    await stripeApi.close();
  }
}

/**
 * Subscribers who each bought a plan through the app's checkout (which asks the Stripe stand-in
 * for a Checkout Session); every fourth left a first checkout unpaid, every third cancels.
 */
async function subscribe(
  stack: Awaited<ReturnType<typeof startBenchStack>>,
  count: number,
): Promise<Subscriber[]> {
  const plans = (await (await fetch(`${stack.apiUrl}/api/plans`)).json()) as Plan[];
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const creator = await stack.signedInCreator(0);
      const plan = plans[i % plans.length]!;
      const checkout = async () => {
        const response = await fetch(`${stack.apiUrl}/api/billing/checkout`, {
          method: 'POST',
          headers: { ...JSON_REQUEST, cookie: creator.cookie },
          body: JSON.stringify({ planId: plan.id }),
        });
        if (!response.ok) throw new Error(`Checkout answered ${response.status}`);
        return ((await response.json()) as { sessionId: string }).sessionId;
      };
      const abandonedSession = i % 4 === 1 ? await checkout() : undefined;
      const cancels = i % 3 === 2;
      return {
        userId: creator.userId,
        planId: plan.id,
        monthlyTokens: plan.monthlyTokens,
        session: await checkout(),
        abandonedSession,
        cancels,
        customer: newStripeId('cus'),
        subscription: newStripeId('sub'),
        invoices: cancels ? [newStripeId('in')] : [newStripeId('in'), newStripeId('in')],
      };
    }),
  );
}

/** Sends one delivery as Stripe would (signed at sending), or as a forger would. */
async function deliver(apiUrl: string, secret: string, delivery: Delivery): Promise<Answer> {
  const body = JSON.stringify(delivery.event, null, 2);
  const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? secret,
      timestamp: options.timestamp,
    });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  switch (delivery.forgery) {
    case undefined:
      headers['stripe-signature'] = sign(body);
      break;
    case 'another secret':
      headers['stripe-signature'] = sign(body, {
        secret: `whsec_${randomBytes(24).toString('hex')}`,
      });
      break;
    case 'other bytes':
      headers['stripe-signature'] = sign(body.replace(delivery.event.id, newStripeId('evt')));
      break;
    case 'stale':
      headers['stripe-signature'] = sign(body, {
        timestamp: Math.floor(Date.now() / 1000) - STALE_SECONDS,
      });
      break;
    case 'no signature':
      break;
  }
  // No CSRF header: Stripe sends none; the signature is what authenticates the call.
  const response = await fetch(`${apiUrl}/api/stripe/webhook`, { method: 'POST', headers, body });
  const text = await response.text();
  let parsed: Answer['body'] = {};
  try {
    parsed = JSON.parse(text) as Answer['body'];
  } catch {
    // A body that is not JSON: its status says enough.
  }
  return { delivery, status: response.status, body: parsed };
}

/** Subscribers whose ledger is not exactly one allowance per paid invoice (and nothing else). */
async function wrongLedgers(db: Database, subscribers: Subscriber[]): Promise<string[]> {
  const wrong: string[] = [];
  for (const s of subscribers) {
    const entries = (await db('credit_entries')
      .where({ user_id: s.userId })
      .select('kind', 'amount', 'idempotency_key')) as {
      kind: string;
      amount: number;
      idempotency_key: string;
    }[];
    const seen = entries.map((e) => `${e.kind} ${Number(e.amount)} ${e.idempotency_key}`).sort();
    const expected = s.invoices.map((id) => `subscription ${s.monthlyTokens} invoice:${id}`).sort();
    if (seen.join('|') !== expected.join('|')) {
      wrong.push(
        `${s.userId}: ${seen.length} entries (${seen.join(', ')}), ${expected.length} expected`,
      );
    }
  }
  return wrong;
}

/** Subscriptions and checkout sessions not in the state the month ends in. */
async function wrongStates(db: Database, subscribers: Subscriber[]): Promise<string[]> {
  const wrong: string[] = [];
  for (const s of subscribers) {
    const row = await db('subscriptions').where({ user_id: s.userId }).first();
    const status = s.cancels ? 'canceled' : 'active';
    if (
      row?.status !== status ||
      row.plan_id !== s.planId ||
      row.stripe_subscription_id !== s.subscription ||
      row.stripe_customer_id !== s.customer ||
      row.cancel_at_period_end !== s.cancels
    ) {
      wrong.push(
        `${s.userId}: subscription ${row?.status ?? 'missing'} (cancel at period end ${row?.cancel_at_period_end}), ${status} expected`,
      );
    }
    const session = await db('checkout_sessions').where({ id: s.session }).first();
    if (session?.status !== 'complete' || session.granted !== true) {
      wrong.push(`${s.session}: ${session?.status}, granted ${session?.granted}`);
    }
    if (s.abandonedSession) {
      const abandoned = await db('checkout_sessions').where({ id: s.abandonedSession }).first();
      if (abandoned?.status !== 'expired' || abandoned.granted !== false) {
        wrong.push(`${s.abandonedSession}: ${abandoned?.status}, expired expected`);
      }
    }
  }
  return wrong;
}

/** Fisher–Yates: every order equally likely. */
function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
