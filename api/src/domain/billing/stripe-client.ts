import Stripe from 'stripe';

/** Stripe's keys; without them the app offers the local test checkout instead. */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (e.g. `http://127.0.0.1:4010`, the tests' stand-in); default Stripe's. */
  apiBase?: string;
}

/** The official SDK, pointed at `apiBase` when one is given. */
export function createStripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'snapshot-studio' },
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}
