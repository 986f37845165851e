import { http, HttpResponse } from 'msw';

import { server } from './server';

const errorResponse = {
  description: 'The request was refused',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
};

/**
 * A small OpenAPI 3.1 document shaped as the API's generator writes it (issue 18): tags, paths
 * with path and query parameters, JSON bodies with zod's limits, `$ref`s into components, a
 * self-referring schema, a union, and `x-access` on every operation.
 */
export function buildOpenApiDocument(overrides: Record<string, unknown> = {}) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Snapshot Studio API',
      version: '0.1.0',
      description:
        'Generated from the zod contracts.\n\n- **Sessions**: sign in with `POST /api/auth/login`.\n- **Errors**: every refusal has a stable code.',
    },
    tags: [
      { name: 'Products', description: 'A creator’s products and their analysis.' },
      { name: 'Billing', description: 'Plans, checkouts and Stripe.' },
      { name: 'Manager', description: 'The manager panel.' },
    ],
    paths: {
      '/api/products': {
        get: {
          tags: ['Products'],
          summary: 'List your products',
          operationId: 'listProducts',
          'x-access': 'signed-in',
          responses: {
            '200': {
              description: 'Your products, newest first',
              content: {
                'application/json': {
                  schema: { type: 'array', items: { $ref: '#/components/schemas/Product' } },
                },
              },
            },
          },
        },
        post: {
          tags: ['Products'],
          summary: 'Create a product',
          description: 'Creates an active product from images the caller already stored.',
          operationId: 'createProduct',
          'x-access': 'verified',
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    name: { type: 'string', minLength: 1, maxLength: 200 },
                    description: { default: '', type: 'string', maxLength: 5000 },
                    imageUrls: {
                      default: [],
                      type: 'array',
                      maxItems: 5,
                      items: { type: 'string', minLength: 1 },
                    },
                    sourceUrl: { anyOf: [{ type: 'string', format: 'uri' }, { type: 'null' }] },
                  },
                  required: ['name'],
                },
              },
            },
          },
          responses: {
            '201': {
              description: 'The created product',
              content: {
                'application/json': { schema: { $ref: '#/components/schemas/Product' } },
              },
            },
            '400': errorResponse,
            '403': errorResponse,
          },
        },
      },
      '/api/products/{id}': {
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
        ],
        delete: {
          tags: ['Products'],
          summary: 'Delete a product',
          operationId: 'deleteProduct',
          'x-access': 'signed-in',
          responses: { '204': { description: 'Deleted' }, '404': errorResponse },
        },
      },
      '/api/manager/users': {
        get: {
          tags: ['Manager'],
          summary: 'Search users',
          operationId: 'listUsers',
          'x-access': 'manager',
          parameters: [
            {
              name: 'page',
              in: 'query',
              schema: { type: 'integer', minimum: 1, default: 1 },
            },
            {
              name: 'role',
              in: 'query',
              description: 'Only users with this role',
              schema: { type: 'string', enum: ['user', 'manager'] },
            },
          ],
          responses: {
            '200': {
              description: 'A page of users',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      items: { type: 'array', items: { $ref: '#/components/schemas/User' } },
                      total: { type: 'integer', minimum: 0 },
                    },
                    required: ['items', 'total'],
                  },
                },
              },
            },
          },
        },
      },
      '/api/billing/checkout': {
        post: {
          tags: ['Billing'],
          summary: 'Start a checkout',
          operationId: 'startCheckout',
          'x-access': 'signed-in',
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  oneOf: [
                    {
                      type: 'object',
                      properties: {
                        kind: { type: 'string', const: 'plan' },
                        planId: { type: 'string' },
                      },
                      required: ['kind', 'planId'],
                    },
                    {
                      type: 'object',
                      properties: {
                        kind: { type: 'string', const: 'tokens' },
                        amount: { type: 'integer', minimum: 10, maximum: 10000 },
                      },
                      required: ['kind', 'amount'],
                    },
                  ],
                },
              },
            },
          },
          responses: { '201': { description: 'Where to pay' } },
        },
      },
      '/api/billing/stripe-webhook': {
        post: {
          tags: ['Billing'],
          summary: 'Stripe’s events',
          operationId: 'stripeWebhook',
          'x-access': 'stripe-signature',
          responses: { '200': { description: 'Received' } },
        },
      },
      '/api/live': {
        get: {
          summary: 'The process answers',
          operationId: 'live',
          'x-access': 'public',
          responses: { '200': { description: 'Alive' } },
        },
      },
    },
    components: {
      schemas: {
        Product: {
          type: 'object',
          properties: {
            id: { type: 'string', format: 'uuid' },
            name: { type: 'string' },
            status: { type: 'string', enum: ['draft', 'active'] },
            imageUrl: { type: ['string', 'null'] },
          },
          required: ['id', 'name', 'status', 'imageUrl'],
        },
        User: {
          type: 'object',
          properties: {
            id: { type: 'string' },
            email: { type: 'string', format: 'email' },
            invitedBy: {
              anyOf: [{ $ref: '#/components/schemas/User' }, { type: 'null' }],
              description: 'The manager who invited them',
            },
          },
          required: ['id', 'email'],
        },
        ApiError: {
          type: 'object',
          properties: { error: { type: 'string' }, message: { type: 'string' } },
          required: ['error'],
        },
      },
    },
    ...overrides,
  };
}

/** Serves `GET /api/openapi.json` (public, as the API serves it). */
export function serveOpenApiDocument(document: Record<string, unknown> = buildOpenApiDocument()) {
  server.use(http.get('/api/openapi.json', () => HttpResponse.json(document)));
}
