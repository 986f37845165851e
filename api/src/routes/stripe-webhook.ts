import { type IncomingMessage } from 'node:http';
import Router from '@koa/router';
import type Stripe from 'stripe';
import { billingApi } from '../contract/routes/billing';
import { applyStripeEvent } from '../domain/billing/stripe-events';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { mountRoute } from '../http/mount-route';

export const STRIPE_WEBHOOK_PATH = billingApi.stripeWebhook.path;

/** Stripe's events are small; a megabyte leaves room and refuses abuse. */
const MAX_EVENT_BYTES = 1024 * 1024;

/**
 * Stripe's webhook. Mounted before the body parser: the signature is over the exact bytes sent.
 * Exempt from CSRF checks, since it is authenticated by that signature instead.
 */
export function stripeWebhookRoutes(deps: {
  db: Database;
  stripe?: Stripe;
  webhookSecret?: string;
}): Router {
  const router = new Router();
  mountRoute(router, billingApi.stripeWebhook, async ({ ctx }) => {
    if (!deps.stripe || !deps.webhookSecret) {
      throw new DomainError('stripe_not_configured');
    }
    const signature = ctx.get('Stripe-Signature');
    if (!signature) {
      throw new DomainError('invalid_signature', 'The Stripe-Signature header is missing.');
    }
    const payload = await readRawBody(ctx.req, MAX_EVENT_BYTES);
    let event: Stripe.Event;
    try {
      // Checks the HMAC and that the timestamp is within Stripe's default five minutes.
      event = deps.stripe.webhooks.constructEvent(payload, signature, deps.webhookSecret);
    } catch {
      throw new DomainError('invalid_signature');
    }
    const outcome = await applyStripeEvent(deps.db, event);
    ctx.state.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
    return { received: true as const, outcome };
  });
  return router;
}

async function readRawBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new DomainError('payload_too_large', 'The event is too large.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
