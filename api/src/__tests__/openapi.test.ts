import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { CSRF, registerAndSignIn, type SignedIn } from '@studio/infra/testing/test-users';
import { mountedDeclarations } from '../http/mount-route';
import { API_ROUTES } from '../openapi/api-routes';
import { refusalCodes } from '../openapi/openapi-document';
import { type AnyRoute as RouteContract } from '../contract/route';

let t: TestApp;
let unverified: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  unverified = await registerAndSignIn(t.app);
});
afterAll(() => t.close());

/** Every route the app mounts, as `METHOD path`, read from its routers. */
function mountedRoutes(): string[] {
  const routes: string[] = [];
  for (const middleware of t.app.middleware as { router?: { stack: RouterLayer[] } }[]) {
    for (const layer of middleware.router?.stack ?? []) {
      for (const method of layer.methods.filter((m) => m !== 'HEAD')) {
        routes.push(`${method} ${layer.path}`);
      }
    }
  }
  // The test stack's own calls (never mounted in production) are not part of the API.
  return routes.filter((route) => !route.includes(' /api/test/'));
}
interface RouterLayer {
  methods: string[];
  path: string;
}
const key = (contract: RouteContract) => `${contract.method.toUpperCase()} ${contract.path}`;

/** A path with its parameters filled with ids nobody owns. */
const concrete = (contract: RouteContract) =>
  contract.path.replace(/:(\w+)/g, (_, name: string) =>
    name === 'version'
      ? '1'
      : name === 'key'
        ? 'a'.repeat(64)
        : '00000000-0000-4000-8000-000000000000',
  );

function call(agent: request.Agent | ReturnType<typeof request>, contract: RouteContract) {
  return agent[contract.method](concrete(contract)).set(CSRF).send({});
}

describe('the API contract table', () => {
  it('describes every route the app mounts, and only those', () => {
    expect([...mountedRoutes()].sort()).toEqual(API_ROUTES.map(key).sort());
  });

  it('mounts every route from its declaration, so each guards and parses as it says', () => {
    const mounted = mountedDeclarations();
    expect(API_ROUTES.filter((contract) => !mounted.has(contract)).map(key)).toEqual([]);
  });

  it('names every route once', () => {
    expect(new Set(API_ROUTES.map(key)).size).toBe(API_ROUTES.length);
  });

  it('refuses signed-out callers exactly where it says a session is needed', async () => {
    const server = request(t.app.callback());
    const needsSession = API_ROUTES.filter((c) =>
      ['signed-in', 'verified', 'manager'].includes(c.access),
    );
    for (const contract of needsSession) {
      const { status, body } = await call(server, contract);
      expect({ route: key(contract), status, error: body.error }).toEqual({
        route: key(contract),
        status: 401,
        error: 'unauthorized',
      });
    }
  });

  it('refuses a creator every manager route, and an unverified creator every AI route', async () => {
    for (const contract of API_ROUTES.filter(
      (c) => c.access === 'manager' || c.access === 'verified',
    )) {
      const { status, body } = await call(unverified.agent, contract);
      const code = contract.access === 'manager' ? 'forbidden' : 'email_verification_required';
      expect({ route: key(contract), status, error: body.error }).toEqual({
        route: key(contract),
        status: 403,
        error: code,
      });
    }
  });

  it('lists for every route the codes its access, input and ids imply', () => {
    const products = API_ROUTES.find((c) => key(c) === 'PUT /api/products/:id')!;
    expect(refusalCodes(products)).toEqual(
      expect.arrayContaining([
        'validation_error',
        'csrf_rejected',
        'unauthorized',
        'product_not_found',
      ]),
    );
    const product = API_ROUTES.find((c) => key(c) === 'GET /api/products/:id')!;
    expect(refusalCodes(product)).toEqual(
      expect.arrayContaining(['validation_error', 'unauthorized', 'product_not_found']),
    );
    const webhook = API_ROUTES.find((c) => c.access === 'stripe-signature')!;
    expect(refusalCodes(webhook)).toContain('invalid_signature');
    expect(refusalCodes(webhook)).not.toContain('csrf_rejected');
  });
});

describe('GET /api/openapi.json', () => {
  it('answers a valid OpenAPI 3.1 document of every route, signed out', async () => {
    const { body, type } = await request(t.app.callback()).get('/api/openapi.json').expect(200);
    expect(type).toBe('application/json');
    expect(body.openapi).toBe('3.1.0');
    const operations = Object.entries(
      body.paths as Record<string, Record<string, { 'x-access': string }>>,
    ).flatMap(([route, methods]) =>
      Object.entries(methods).map(
        ([method, op]) => `${method.toUpperCase()} ${route} ${op['x-access']}`,
      ),
    );
    expect(operations.sort()).toEqual(
      API_ROUTES.map((c) => `${key(c).replace(/:(\w+)/g, '{$1}')} ${c.access}`).sort(),
    );
    expect(await validateOpenApi(body)).toEqual({ valid: true });
  });

  it("describes a route's body, limits and refusals from the contract the route checks", async () => {
    const { body } = await request(t.app.callback()).get('/api/openapi.json').expect(200);
    const create = body.paths['/api/products'].post;
    const fields = create.requestBody.content['application/json'].schema;
    expect(fields.properties.name).toMatchObject({ type: 'string', maxLength: 200 });
    expect(create.responses['201']).toBeDefined();
    expect(create.responses['401'].description).toContain('`unauthorized`');
    expect(
      create.responses['403'].content['application/json'].schema.properties.error.enum,
    ).toEqual(['csrf_rejected']);
  });
});

/** The document checked against the OpenAPI 3.1 JSON Schema by @seriousme/openapi-schema-validator (ESM only, so in its own Node). */
async function validateOpenApi(document: unknown): Promise<{ valid: boolean; errors?: unknown }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'studio-openapi-'));
  try {
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const script = `import { Validator } from '@seriousme/openapi-schema-validator';
const result = await new Validator().validate(process.argv[1]);
console.log(JSON.stringify(result.valid ? { valid: true } : { valid: false, errors: result.errors }));`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--input-type=module', '-e', script, file],
      { cwd: __dirname },
    );
    return JSON.parse(stdout);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
