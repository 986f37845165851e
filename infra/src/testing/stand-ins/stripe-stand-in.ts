import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { freePort } from '../../free-port';

/** A form value as Stripe's API reads it: `a[b][0]=x` becomes `{a: {b: ['x']}}`. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export interface StripeRequest {
  method: string;
  /** Without the query string, e.g. `/v1/checkout/sessions`. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body (or the query of a GET), nested the way Stripe reads it. */
  form: Record<string, FormValue>;
}

export interface StripeStandIn {
  /** `http://127.0.0.1:<port>`, for `STRIPE_API_BASE`. */
  apiBase: string;
  /** The only key it accepts (`Authorization: Bearer <key>`); others get 401. */
  secretKey: string;
  requests: StripeRequest[];
  /** Makes a price id known (checkout refuses unknown ones, as Stripe does). */
  addPrice(id: string, price?: { unitAmount?: number; currency?: string }): void;
  /** The next `times` API requests answer `status` with Stripe's `{error: {type, message}}`. */
  failNext(status: number, error?: { type?: string; message?: string }, times?: number): void;
  reset(): void;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;
interface Answer {
  status: number;
  body: Json;
}

const stripeError = (status: number, message: string, type = 'invalid_request_error'): Answer => ({
  status,
  body: { error: { type, message } },
});

/**
 * A local stand-in for the part of Stripe's API the app calls: Checkout Sessions, Customer Portal
 * sessions and prices. It checks the key and the form-encoded body as Stripe does, records every
 * request, and answers in Stripe's JSON shapes, so tests assert what the official SDK sent.
 */
export async function startStripeStandIn(
  options: { secretKey?: string } = {},
): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? `sk_test_standin_${randomBytes(8).toString('hex')}`;
  const requests: StripeRequest[] = [];
  const prices = new Map<string, Json>();
  let failures: Answer[] = [];

  const handle = (request: StripeRequest): Answer => {
    const auth = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (auth !== secretKey) {
      return stripeError(401, `Invalid API Key provided: ${auth ?? '(none)'}`);
    }
    const failure = failures.shift();
    if (failure) return failure;
    if (
      request.method === 'POST' &&
      !/^application\/x-www-form-urlencoded/.test(request.headers['content-type'] ?? '')
    ) {
      return stripeError(400, 'Requests must be form-encoded (application/x-www-form-urlencoded).');
    }
    if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
      return createCheckoutSession(request.form, prices);
    }
    if (request.method === 'POST' && request.path === '/v1/billing_portal/sessions') {
      return createPortalSession(request.form);
    }
    const price = /^\/v1\/prices\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && price) {
      const found = prices.get(decodeURIComponent(price[1]!));
      return found
        ? { status: 200, body: found }
        : stripeError(404, `No such price: '${price[1]}'`);
    }
    return stripeError(404, `Unrecognized request URL (${request.method}: ${request.path}).`);
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const text = req.method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString();
      const request: StripeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        headers: req.headers,
        form: parseForm(text),
      };
      requests.push(request);
      const answer = handle(request);
      const body = JSON.stringify(answer.body);
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'request-id': `req_${randomBytes(7).toString('hex')}`,
      });
      res.end(body);
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject).listen(port, '127.0.0.1', () => resolve());
  });

  return {
    apiBase: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    addPrice(id, price = {}) {
      prices.set(id, {
        id,
        object: 'price',
        active: true,
        currency: price.currency ?? 'usd',
        unit_amount: price.unitAmount ?? 900,
        type: 'recurring',
        recurring: { interval: 'month', interval_count: 1 },
      });
    },
    failNext(status, error = {}, times = 1) {
      for (let i = 0; i < times; i++) {
        failures.push(
          stripeError(status, error.message ?? 'Stand-in failure.', error.type ?? 'api_error'),
        );
      }
    },
    reset() {
      requests.length = 0;
      failures = [];
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function createCheckoutSession(form: Record<string, FormValue>, prices: Map<string, Json>): Answer {
  const missing = ['mode', 'success_url'].find((key) => typeof form[key] !== 'string');
  if (missing) return stripeError(400, `Missing required param: ${missing}.`);
  if (!['payment', 'setup', 'subscription'].includes(form.mode as string)) {
    return stripeError(400, `Invalid mode: must be one of payment, setup, or subscription`);
  }
  const items = form.line_items;
  if (form.mode !== 'setup' && (!Array.isArray(items) || items.length === 0)) {
    return stripeError(400, 'Missing required param: line_items.');
  }
  for (const item of (items ?? []) as Array<Record<string, FormValue>>) {
    if (typeof item.price === 'string' && !prices.has(item.price)) {
      return stripeError(400, `No such price: '${item.price}'`);
    }
    if (typeof item.price !== 'string' && typeof item.price_data !== 'object') {
      return stripeError(400, 'You must specify either `price` or `price_data` in each line item.');
    }
  }
  if (form.customer && form.customer_email) {
    return stripeError(
      400,
      'You may only specify one of these parameters: customer, customer_email.',
    );
  }
  const id = `cs_test_${randomBytes(12).toString('hex')}`;
  return {
    status: 200,
    body: {
      id,
      object: 'checkout.session',
      mode: form.mode,
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: form.client_reference_id ?? null,
      customer: form.customer ?? null,
      customer_email: form.customer_email ?? null,
      metadata: form.metadata ?? {},
      success_url: form.success_url,
      cancel_url: form.cancel_url ?? null,
      subscription: null,
      invoice: null,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
      url: `https://checkout.stripe.test/c/pay/${id}`,
    },
  };
}

const PORTAL_FLOWS = ['payment_method_update', 'subscription_cancel', 'subscription_update'];

function createPortalSession(form: Record<string, FormValue>): Answer {
  if (typeof form.customer !== 'string')
    return stripeError(400, 'Missing required param: customer.');
  const flow = form.flow_data as Record<string, FormValue> | undefined;
  if (flow) {
    const type = flow.type as string;
    if (!PORTAL_FLOWS.includes(type)) return stripeError(400, `Invalid flow_data[type]: ${type}`);
    const config = flow[type] as Record<string, FormValue> | undefined;
    if (type !== 'payment_method_update' && typeof config?.subscription !== 'string') {
      return stripeError(400, `Missing required param: flow_data[${type}][subscription].`);
    }
    const after = flow.after_completion as Record<string, FormValue> | undefined;
    if (after?.type === 'redirect' && typeof (after.redirect as Json)?.return_url !== 'string') {
      return stripeError(
        400,
        'Missing required param: flow_data[after_completion][redirect][return_url].',
      );
    }
  }
  const id = `bps_${randomBytes(12).toString('hex')}`;
  return {
    status: 200,
    body: {
      id,
      object: 'billing_portal.session',
      customer: form.customer,
      return_url: form.return_url ?? null,
      flow: flow ?? null,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
      url: `https://billing.stripe.test/p/session/${id}`,
    },
  };
}

/** Parses `a[b][0][c]=x&…` into nested objects, with numeric keys as arrays. */
export function parseForm(text: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, FormValue> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, FormValue>;
    });
  }
  return arraysOf(root) as Record<string, FormValue>;
}

function arraysOf(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((k) => [k, arraysOf(value[k]!)] as const);
  if (keys.length > 0 && keys.every((k, i) => k === String(i))) return entries.map(([, v]) => v);
  return Object.fromEntries(entries);
}
