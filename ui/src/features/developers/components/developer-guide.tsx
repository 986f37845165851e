import { API_KEY_SCOPE_LABELS, API_KEY_SCOPES } from '@studio/api/contract/api-keys';
import { healthApi } from '@studio/api/contract/routes/health';
import { Link } from 'react-router-dom';

import { routeUrl } from '@/lib/call-api';
import { CodeBlock } from './code-block';

const ORIGIN = typeof window === 'undefined' ? 'https://studio.example' : window.location.origin;
/** The OpenAPI document, from its route's declaration like every address the UI names. */
const OPENAPI = routeUrl(healthApi.openapi, {});

const SCOPE_CALLS: Record<(typeof API_KEY_SCOPES)[number], string> = {
  runs: 'Start, read and cancel runs and batches.',
  content: 'Read content and download its files (coming next).',
  products: 'Add and change products (coming next).',
};

/** The guide's sections, in order: what a developer needs from a first call to a safe retry. */
export const DEVELOPER_GUIDE_SECTIONS = [
  {
    id: 'quick-start',
    title: 'Quick start',
    body: (
      <>
        <p>
          Make a key in{' '}
          <Link to="/settings?section=developers" className="font-semibold text-brand-700">
            Settings → Developers
          </Link>{' '}
          (a verified account), then list the snaps you can run and start one on a photo:
        </p>
        <CodeBlock
          label="List the snaps with curl"
          code={`curl ${ORIGIN}/v1/snaps \\\n  -H "Authorization: Bearer $SNAPSHOT_KEY"`}
        />
        <CodeBlock
          label="Start a run with curl"
          code={`curl ${ORIGIN}/v1/runs \\\n  -H "Authorization: Bearer $SNAPSHOT_KEY" \\\n  -H "Idempotency-Key: order-1001-packshot" \\\n  -H "Content-Type: application/json" \\\n  -d '{"snapId": "<a snap id>", "image": "data:image/jpeg;base64,…"}'`}
        />
        <p>
          The answer (202) is the run: its <strong>id</strong>, status, each step and the tokens it
          costs. Read it again until its status is <strong>succeeded</strong>,{' '}
          <strong>failed</strong> or <strong>cancelled</strong>:
        </p>
        <CodeBlock
          label="Read a run with curl"
          code={`curl ${ORIGIN}/v1/runs/<run id> \\\n  -H "Authorization: Bearer $SNAPSHOT_KEY"`}
        />
      </>
    ),
  },
  {
    id: 'authentication',
    title: 'Authentication and scopes',
    body: (
      <>
        <p>
          Every call sends <code>Authorization: Bearer sk_live_…</code>. No cookie and no CSRF
          header: a browser&apos;s session never opens the API, and a key never opens the app. A key
          is shown once when it is made and kept only as a hash; revoke it in Settings the moment it
          leaks, and the next call with it answers 401.
        </p>
        <p>Each key has one scope. Every key may list the snaps and read the balance.</p>
        <ul>
          {API_KEY_SCOPES.map((scope) => (
            <li key={scope}>
              <strong>{API_KEY_SCOPE_LABELS[scope]}</strong>: {SCOPE_CALLS[scope]}
            </li>
          ))}
        </ul>
      </>
    ),
  },
  {
    id: 'idempotency',
    title: 'Safe retries',
    body: (
      <>
        <p>
          Send an <code>Idempotency-Key</code> header (up to 255 characters, a UUID or your order
          number) with every POST. A retry with the same key and the same body gets the first answer
          again for 24 hours, marked <code>Idempotent-Replayed: true</code>, and starts nothing new;
          requests racing with one key start one run. The same key with another body answers 409{' '}
          <code>idempotency_key_reused</code>.
        </p>
      </>
    ),
  },
  {
    id: 'tokens',
    title: 'Tokens',
    body: (
      <p>
        A run through the API costs what it costs in the app, from the same balance, and gives the
        tokens back when it fails. Token History names the key that started each run.{' '}
        <code>GET /v1/balance</code> answers the tokens you can spend now (as <code>credits</code>).
      </p>
    ),
  },
  {
    id: 'errors',
    title: 'Errors and limits',
    body: (
      <>
        <p>
          Every refusal is JSON with a stable <code>error</code> code and a <code>message</code> for
          people, and every answer has an <code>X-Request-Id</code> to quote to support:
        </p>
        <CodeBlock
          label="An error answer"
          code={`HTTP/1.1 402 Payment Required\n\n{"error": "insufficient_tokens", "message": "You need 4 tokens…"}`}
        />
        <ul>
          <li>
            <strong>401</strong> <code>api_key_invalid</code>: no key, or one that is wrong or
            revoked.
          </li>
          <li>
            <strong>403</strong> <code>api_key_scope</code>: the key&apos;s scope does not allow the
            call.
          </li>
          <li>
            <strong>429</strong> <code>rate_limited</code>: each key may make 120 requests a minute.
            Every answer carries <code>X-RateLimit-Limit</code>, <code>X-RateLimit-Remaining</code>{' '}
            and <code>X-RateLimit-Reset</code>; a refusal carries <code>Retry-After</code> in
            seconds.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'reference',
    title: 'Reference and a typed client',
    body: (
      <>
        <p>
          Every call, its body and its answers are in the OpenAPI 3.1 document at{' '}
          <a href={OPENAPI} className="font-semibold text-brand-700">
            {OPENAPI}
          </a>{' '}
          (tag “API for businesses”). From it, openapi-typescript and openapi-fetch make a fully
          typed TypeScript client:
        </p>
        <CodeBlock
          label="A typed TypeScript client"
          code={`npx openapi-typescript ${ORIGIN}${OPENAPI} -o snapshot.d.ts\n\nimport createClient from 'openapi-fetch';\nimport type { paths } from './snapshot';\n\nconst api = createClient<paths>({\n  baseUrl: '${ORIGIN}',\n  headers: { Authorization: \`Bearer \${process.env.SNAPSHOT_KEY}\` },\n});\nconst { data, error } = await api.POST('/v1/runs', {\n  body: { snapId, image },\n  headers: { 'Idempotency-Key': orderId },\n});`}
        />
      </>
    ),
  },
] as const;
