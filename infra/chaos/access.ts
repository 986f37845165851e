/**
 * Chaos scenario `access`: every route of the API's contract table (`@studio/api/openapi`)
 * called by someone who must not get through, against the real API process:
 * - signed out, every route that needs a session: 401 `unauthorized`;
 * - as a creator, every manager route: 403 `forbidden`;
 * - as another creator, every creator route with an id, with the owner's ids (a product, a run,
 *   a batch, an image, a checkout, a file), and every call that names the owner's things in its
 *   body: 404 with the route's documented code, the same as for an id that does not exist, so
 *   ids cannot be probed;
 * - as the owner, every change without the CSRF header, and with it from a foreign Origin:
 *   403 `csrf_rejected`;
 * - every `/v1` route (API keys) with no key, with only the owner's session cookie, with a
 *   revoked key: 401 `api_key_invalid`; with a key of another scope: 403 `api_key_scope`; with
 *   another account's key, the owner's ids and ids nobody has: 404 with the route's code.
 * And nothing changes: every table but sessions and rate limits is the same, row for row, after.
 */
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@studio/api/contract/csrf';
import { API_ROUTES } from '@studio/api/openapi/api-routes';
import { missingResourceCode } from '@studio/api/openapi/missing-resource';
import { type AnyRoute as RouteContract } from '@studio/api/contract/route';
import { startBenchStack } from '../bench/bench-stack';
import { ONE_PACKSHOT } from '../bench/temporal-runs';
import { signedInCreator, startSnap } from '../src/cluster/proxy-creators';
import { followExecution } from '../src/testing/follow-execution';
import { publishTestSnap } from '../src/testing/graph-runs';
import { productPhoto, toDataUrl } from '../src/testing/test-images';
import { type ChaosReport } from './chaos-report';
import { changedTables, tableFingerprints } from './table-fingerprints';

const SESSION_ACCESS = new Set(['signed-in', 'verified', 'manager']);
const FOREIGN_ORIGIN = 'https://attacker.example';

/** Bodies that pass each id route's own checks, so the answer is about the id, not the body. */
const BODIES: Record<string, unknown> = {
  'PUT /api/products/:id': { name: 'Taken over' },
  'PATCH /api/content/:id': { productId: null },
  // A mask that passes the body's schema; whose cut-out it fits is checked after ownership.
  'POST /api/content/:id/cutout/edits': { mask: 'data:image/png;base64,iVBORw0KGgo=' },
};

interface Call {
  label: string;
  method: RouteContract['method'];
  path: string;
  body?: unknown;
  headers: Record<string, string>;
  expected: { status: number; error: string };
}

interface Miss {
  label: string;
  expected: string;
  got: string;
}

const key = (route: RouteContract) => `${route.method.toUpperCase()} ${route.path}`;
const bearer = (secret: string) => ({ Authorization: `Bearer ${secret}` });
const withCsrf = (cookie?: string) => ({
  [CSRF_HEADER]: CSRF_HEADER_VALUE,
  ...(cookie ? { cookie } : {}),
});

/** The same calls at every size: the whole table is the point, and it takes seconds. */
export async function run(): Promise<ChaosReport> {
  const stack = await startBenchStack();
  try {
    const started = performance.now();
    const owner = await signedInCreator(stack.db, stack.apiUrl, 100);
    const stranger = await signedInCreator(stack.db, stack.apiUrl, 100);

    // The owner's things: a product, a run, the image it made, a batch, a checkout.
    const asOwner = (method: string, path: string, body?: unknown) =>
      fetchJson(stack.apiUrl, method, path, withCsrf(owner.cookie), body);
    const product = (await asOwner('POST', '/api/products', { name: 'Owned' })).body as {
      id: string;
    };
    const { snap } = await publishTestSnap(stack.db, ONE_PACKSHOT);
    const executionId = await startSnap(
      stack.apiUrl,
      owner.cookie,
      snap.id,
      toDataUrl(await productPhoto()),
    );
    await followExecution(stack.apiUrl, owner.cookie, executionId);
    const page = (await asOwner('GET', '/api/content')).body as {
      content: { id: string; contentUrls: string[] }[];
    };
    const content = page.content[0]!;
    const fileUrl = content.contentUrls[0]!.split('?')[0]!;
    // A batch of the same snap over a product whose image is the run's: run to its end first,
    // so that nothing changes while the calls are made.
    const batchProduct = (
      await asOwner('POST', '/api/products', { name: 'In a batch', imageUrls: [fileUrl] })
    ).body as { id: string };
    const { batchId } = (
      await asOwner('POST', '/api/batches', { snapId: snap.id, productIds: [batchProduct.id] })
    ).body as { batchId: string };
    // Its event stream ends after the batch's end.
    await (
      await fetch(`${stack.apiUrl}/api/batches/${batchId}/events`, {
        headers: { cookie: owner.cookie },
      })
    ).text();
    const plans = (await asOwner('GET', '/api/plans')).body as { id: string }[];
    const checkout = (await asOwner('POST', '/api/billing/checkout', { planId: plans[0]!.id }))
      .body as { sessionId: string };
    // API keys: the owner's of two scopes, one revoked, and the stranger's. Each is used once
    // now, so that its `last_used_at` (written at most once a minute) does not change below.
    const makeKey = async (cookie: string, scope: string) =>
      (
        await fetchJson(stack.apiUrl, 'POST', '/api/api-keys', withCsrf(cookie), {
          name: `Chaos ${scope}`,
          scope,
        })
      ).body as { key: { id: string }; secret: string };
    const ownersKey = await makeKey(owner.cookie, 'runs');
    const ownersOtherScope = await makeKey(owner.cookie, 'products');
    const revokedKey = await makeKey(owner.cookie, 'runs');
    await asOwner('DELETE', `/api/api-keys/${revokedKey.key.id}`);
    const strangersKey = await makeKey(stranger.cookie, 'runs');
    for (const made of [ownersKey, ownersOtherScope, strangersKey]) {
      await fetchJson(stack.apiUrl, 'GET', '/v1/balance', bearer(made.secret));
    }
    const ownersIds: Record<string, string> = {
      api_key_not_found: ownersKey.key.id,
      product_not_found: product.id,
      content_not_found: content.id,
      execution_not_found: executionId,
      batch_not_found: batchId,
      checkout_session_not_found: checkout.sessionId,
      file_not_found: fileUrl.replace('/files/', ''),
    };
    const nobodysId = '00000000-0000-4000-8000-000000000000';

    const calls: Call[] = [];
    const fill = (route: RouteContract, id: string) => route.path.replace(/:\w+/g, id);
    /** The route with the owner's id and with one nobody has, as `headers` call it: both 404. */
    const notFoundCalls = (
      route: RouteContract,
      code: string,
      body: unknown,
      headers: Record<string, string>,
      [theirs, nobodys]: [string, string],
    ): Call[] => {
      if (!ownersIds[code]) throw new Error(`The access scenario has no owner's id for ${code}.`);
      return [
        [theirs, fill(route, ownersIds[code])],
        [nobodys, fill(route, code === 'file_not_found' ? 'f'.repeat(64) : nobodysId)],
      ].map(([whose, path]) => ({
        label: `${whose}: ${key(route)}`,
        method: route.method,
        path: path!,
        body,
        headers,
        expected: { status: 404, error: code },
      }));
    };
    for (const route of API_ROUTES) {
      const signedInOnly = SESSION_ACCESS.has(route.access);
      const code = missingResourceCode(route.path);
      const ownersPath =
        code && ownersIds[code] ? fill(route, ownersIds[code]) : fill(route, nobodysId);
      const body = route.method === 'get' ? undefined : (BODIES[key(route)] ?? {});
      if (signedInOnly) {
        calls.push({
          label: `signed out: ${key(route)}`,
          method: route.method,
          path: ownersPath,
          body,
          headers: withCsrf(),
          expected: { status: 401, error: 'unauthorized' },
        });
      }
      if (route.access === 'manager') {
        calls.push({
          label: `creator on a manager route: ${key(route)}`,
          method: route.method,
          path: ownersPath,
          body,
          headers: withCsrf(stranger.cookie),
          expected: { status: 403, error: 'forbidden' },
        });
      } else if (code && signedInOnly) {
        calls.push(
          ...notFoundCalls(route, code, body, withCsrf(stranger.cookie), [
            "another creator's id",
            'an id nobody has',
          ]),
        );
      }
      if (route.access === 'api-key') {
        for (const [label, headers] of [
          ['no API key', {}],
          ["only the owner's session", { cookie: owner.cookie }],
          ['a revoked API key', bearer(revokedKey.secret)],
        ] as const) {
          calls.push({
            label: `${label}: ${key(route)}`,
            method: route.method,
            path: ownersPath,
            body,
            headers,
            expected: { status: 401, error: 'api_key_invalid' },
          });
        }
        if (route.scopes && !route.scopes.includes('products')) {
          calls.push({
            label: `an API key of another scope: ${key(route)}`,
            method: route.method,
            path: ownersPath,
            body,
            headers: bearer(ownersOtherScope.secret),
            expected: { status: 403, error: 'api_key_scope' },
          });
        }
        if (code) {
          calls.push(
            ...notFoundCalls(route, code, body, bearer(strangersKey.secret), [
              "another account's API key",
              'an id nobody has, by API key',
            ]),
          );
        }
        continue;
      }
      if (route.method !== 'get' && route.access !== 'stripe-signature') {
        calls.push({
          label: `no CSRF header: ${key(route)}`,
          method: route.method,
          path: ownersPath,
          body,
          headers: { cookie: owner.cookie },
          expected: { status: 403, error: 'csrf_rejected' },
        });
        calls.push({
          label: `foreign Origin: ${key(route)}`,
          method: route.method,
          path: ownersPath,
          body,
          headers: { ...withCsrf(owner.cookie), origin: FOREIGN_ORIGIN },
          expected: { status: 403, error: 'csrf_rejected' },
        });
      }
    }
    // The owner's things named in a body rather than in the address.
    const strangerCalls: [string, unknown, string][] = [
      ['/api/snaps/execute', { snapId: snap.id, productId: product.id }, 'product_not_found'],
      ['/api/batches', { snapId: snap.id, productIds: [batchProduct.id] }, 'product_not_found'],
      [
        '/api/products/enhance-packshot',
        { productId: product.id, workflowName: 'White Packshot', backgroundType: 'white' },
        'product_not_found',
      ],
      ['/api/products', { name: 'Mine now', imageUrls: [fileUrl] }, 'file_not_found'],
      [
        '/api/products/create-from-content-image',
        { name: 'Mine now', imageUrl: fileUrl },
        'file_not_found',
      ],
      [
        '/api/products/create-from-content-images',
        { name: 'Mine now', imageUrls: [fileUrl] },
        'file_not_found',
      ],
      ['/api/products/analyze-content-image', { imageUrl: fileUrl }, 'file_not_found'],
      ['/api/products/analyze-content-images', { imageUrls: [fileUrl] }, 'file_not_found'],
    ];
    for (const [path, body, error] of strangerCalls) {
      calls.push({
        label: `another creator's id in the body: POST ${path}`,
        method: 'post',
        path,
        body,
        headers: withCsrf(stranger.cookie),
        expected: { status: 404, error },
      });
    }

    const before = await tableFingerprints(stack.db);
    const misses: Miss[] = [];
    for (const call of calls) {
      const { status, body } = await fetchJson(
        stack.apiUrl,
        call.method.toUpperCase(),
        call.path,
        call.headers,
        call.body,
      );
      const error = (body as { error?: string } | undefined)?.error;
      if (status !== call.expected.status || error !== call.expected.error) {
        misses.push({
          label: call.label,
          expected: `${call.expected.status} ${call.expected.error}`,
          got: `${status} ${error ?? ''}`,
        });
      }
    }
    const changed = changedTables(before, await tableFingerprints(stack.db));
    const seconds = (performance.now() - started) / 1000;
    const count = (prefix: string) => calls.filter((c) => c.label.startsWith(prefix)).length;
    const missed = (prefix: string) => misses.filter((m) => m.label.startsWith(prefix));
    const promise = (text: string, prefixes: string[]) => {
      const list = prefixes.flatMap(missed);
      return {
        promise: text,
        held: list.length === 0,
        detail: list
          .slice(0, 5)
          .map((m) => `${m.label} → ${m.got} (expected ${m.expected})`)
          .join('; '),
      };
    };
    return {
      scenario: 'access',
      figures: `${calls.length} calls over ${API_ROUTES.length} routes: ${count('signed out')} signed out, ${count('creator on a manager route')} manager routes as a creator, ${count("another creator's id")} with another creator's ids (${strangerCalls.length} in bodies), ${count('an id nobody has')} with ids nobody has, ${count('no CSRF header') + count('foreign Origin')} changes without the CSRF header or from a foreign Origin, ${count('no API key') + count("only the owner's session") + count('a revoked API key') + count('an API key of another') + count("another account's API key") + count('an id nobody has, by API key')} /v1 calls without the right key; ${misses.length} answered otherwise; ${seconds.toFixed(1)} s`,
      promises: [
        promise('signed out: 401 on every route that needs a session', ['signed out']),
        promise('a creator: 403 on every manager route', ['creator on a manager route']),
        promise("another creator's ids: the same 404 as ids nobody has", [
          "another creator's id",
          'an id nobody has',
        ]),
        promise('no CSRF header, or a foreign Origin: 403 on every change', [
          'no CSRF header',
          'foreign Origin',
        ]),
        promise(
          'the /v1 API: 401 without a working key (a session is none), 403 outside its scope',
          ['no API key', "only the owner's session", 'a revoked API key', 'an API key of another'],
        ),
        promise("the /v1 API: another account's ids are the same 404 as ids nobody has", [
          "another account's API key",
          'an id nobody has, by API key',
        ]),
        { promise: 'nothing changes', held: changed.length === 0, detail: changed.join(', ') },
      ],
    };
  } finally {
    await stack.stop();
  }
}

async function fetchJson(
  apiUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('application/json')) {
    await response.body?.cancel();
    return { status: response.status, body: undefined };
  }
  return { status: response.status, body: await response.json() };
}
