import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../contract/csrf';
import { API_ERRORS, type ApiErrorCode } from '../contract/error-codes';
import { errorBodySchema } from '../contract/errors';
import { SESSION_COOKIE } from '../auth/session';
import { API_ROUTES } from './api-routes';
import { missingResourceCode } from './missing-resource';
import { type AnyRoute as RouteContract } from '../contract/route';

const TAGS = [
  ['Health', 'Liveness, readiness and this document.'],
  ['Auth', 'Accounts and sessions: sign-up, sign-in, email verification, passwords, Google.'],
  ['Account', "The signed-in creator's profile, subscription and usage."],
  [
    'Credits',
    'The balance and its history. Every run reserves its cost and settles or refunds it.',
  ],
  ['Billing', 'Plans, checkout and Stripe.'],
  ['Snaps', 'The published AI workflows creators run.'],
  ['Products', "A creator's products, with AI analysis and packshots."],
  ['Batches', 'One snap over several of a creator’s products, each product its own run.'],
  ['Content', 'The images runs made.'],
  ['Feedback', 'The in-app feedback prompt.'],
  ['Executions', 'Runs: their progress, the operators console, cancels and replays.'],
  ['Workflows', 'The workflow editor: drafts, versions, test runs, files.'],
  ['Catalogue', 'Snaps, categories and the catalogue file.'],
  ['Manager', 'Users, credits, content moderation and feedback.'],
  ['Operations', 'Error logs, server state and badges.'],
  ['API keys', 'Keys a business’s programs call the `/v1` API with: made, listed and revoked.'],
  [
    'API for businesses',
    'The `/v1` API: snaps run by a program with `Authorization: Bearer sk_live_…`, no session or CSRF.',
  ],
] as const;

const DESCRIPTION = `The Snapshot Studio API, generated from the zod contracts the server checks every request with.

- **Sessions**: sign in with \`POST /api/auth/login\`; the answer sets the \`${SESSION_COOKIE}\` cookie.
- **CSRF**: every POST, PUT, PATCH and DELETE must send \`${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\`, and a browser's \`Origin\` must be the app's own.
- **Errors**: every refusal answers \`{ "error": code, "message": text }\` with a stable code; each operation lists its codes. Any call may also meet \`headers_too_large\` (431: an address or headers over 16 KB) or \`malformed_request\` (400: bytes that are not HTTP).
- **API keys**: the \`/v1\` operations take \`Authorization: Bearer sk_live_…\` (made in Settings → Developers) and no cookie or CSRF header; a key never opens the session operations, nor a session the \`/v1\` ones.
- **Who may call**: \`x-access\` on each operation is \`public\`, \`signed-in\`, \`verified\` (a verified email), \`manager\`, \`stripe-signature\` or \`api-key\` (\`x-scopes\`: the key scopes it admits, any when absent).`;

/** The codes a route may refuse with: those its access, input and ids imply, then its own. */
export function refusalCodes(contract: RouteContract): ApiErrorCode[] {
  const codes: ApiErrorCode[] = [];
  const changes = contract.method !== 'get';
  // Ids too: an id holding a null character is refused before it reaches the database.
  if (contract.body || contract.query || contract.path.includes('/:'))
    codes.push('validation_error');
  if (contract.body) codes.push('invalid_json', 'payload_too_large', 'unsupported_media_type');
  if (contract.access === 'stripe-signature')
    codes.push('invalid_signature', 'stripe_not_configured');
  else if (contract.access === 'api-key') {
    codes.push('api_key_invalid', 'rate_limited');
    if (contract.scopes) codes.push('api_key_scope');
    if (changes)
      codes.push('idempotency_key_invalid', 'idempotency_key_reused', 'idempotency_key_in_use');
  } else if (changes) codes.push('csrf_rejected');
  if (['signed-in', 'verified', 'manager'].includes(contract.access)) codes.push('unauthorized');
  if (contract.access === 'verified') codes.push('email_verification_required');
  if (contract.access === 'manager') codes.push('forbidden');
  const missing = missingResourceCode(contract.path);
  if (missing) codes.push(missing);
  codes.push(...(contract.refusals ?? []), 'database_unavailable');
  return [...new Set(codes)];
}

/** `/api/products/:id` → `/api/products/{id}`, with its parameters. */
function openApiPath(path: string): { path: string; params?: z.ZodObject } {
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  return {
    path: path.replace(/:(\w+)/g, '{$1}'),
    params:
      names.length > 0
        ? z.object(Object.fromEntries(names.map((n) => [n, z.string()])))
        : undefined,
  };
}

function successResponse(contract: RouteContract) {
  const { schema, contentType, description } = contract.answer;
  if (schema) return { description, content: { 'application/json': { schema } } };
  if (contentType && contentType !== 'none') {
    return { description, content: { [contentType]: { schema: { type: 'string' as const } } } };
  }
  return { description };
}

function refusalResponses(codes: ApiErrorCode[]) {
  const byStatus = new Map<number, ApiErrorCode[]>();
  for (const code of codes) {
    const status = API_ERRORS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, group]) => [
      String(status),
      {
        description: group.map((code) => `\`${code}\`: ${API_ERRORS[code].message}`).join('\n\n'),
        content: {
          'application/json': {
            schema: errorBodySchema.extend({ error: z.enum(group as [string, ...string[]]) }),
          },
        },
      },
    ]),
  );
}

/** The OpenAPI 3.1 document of every route, from the same zod schemas the routes parse with. */
export function openApiDocument(version: string) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
  });
  registry.registerComponent('securitySchemes', 'apiKey', {
    type: 'http',
    scheme: 'bearer',
    description: 'An API key made in Settings → Developers: `sk_live_` and 32 letters and digits.',
  });
  for (const contract of API_ROUTES) {
    const { path, params } = openApiPath(contract.path);
    const signedIn = ['signed-in', 'verified', 'manager'].includes(contract.access);
    registry.registerPath({
      method: contract.method,
      path,
      operationId: `${contract.method}${path.replace(/[^a-zA-Z0-9]+(\w)?/g, (_, c?: string) => (c ?? '').toUpperCase())}`,
      tags: [contract.tag],
      summary: contract.summary,
      description: contract.description,
      security: signedIn
        ? [{ session: [] }]
        : contract.access === 'api-key'
          ? [{ apiKey: [] }]
          : [],
      request: {
        params,
        query: contract.query,
        body: contract.body
          ? { required: true, content: { 'application/json': { schema: contract.body } } }
          : undefined,
      },
      responses: {
        [String(contract.answer.status)]: successResponse(contract),
        ...refusalResponses(refusalCodes(contract)),
      },
      'x-access': contract.access,
      ...(contract.scopes ? { 'x-scopes': contract.scopes } : {}),
    });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: 'Snapshot Studio API', version, description: DESCRIPTION },
    tags: TAGS.map(([name, description]) => ({ name, description })),
  });
}
