import { z } from 'zod';

/**
 * What an API key may do (issue 37), one scope per key: run snaps (and read what its runs made),
 * read content, or manage products. Every key may list the snaps and read the balance.
 */
export const API_KEY_SCOPES = ['runs', 'content', 'products'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  runs: 'Run snaps',
  content: 'Read content',
  products: 'Manage products',
};

/** How a key is written: `sk_live_` and 32 letters and digits. */
export const API_KEY_PATTERN = /^sk_live_[A-Za-z0-9]{32}$/;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  /** The key's first characters, to tell keys apart: `sk_live_AbCd`. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** Requests a minute it may make. */
  requestsPerMinute: z.number().int(),
  /** Its runs queued or running at once. */
  runsInFlight: z.number().int(),
});
export type ApiKeyView = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });

export const createApiKeySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give the key a name, so you can tell it apart.')
    .max(60, 'Names are at most 60 characters.'),
  scope: z.enum(API_KEY_SCOPES, { error: 'Choose what the key may do.' }),
});
export type CreateApiKey = z.infer<typeof createApiKeySchema>;

/** A key just made: the only time its secret is shown. */
export const createdApiKeySchema = z.object({
  key: apiKeySchema,
  secret: z.string().regex(API_KEY_PATTERN),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** A manager's change to a key's limits (`PATCH /api/manager/api-keys/:id`). */
export const apiKeyLimitsSchema = z
  .object({
    requestsPerMinute: z.number().int().min(1).max(100_000).optional(),
    runsInFlight: z.number().int().min(1).max(1000).optional(),
  })
  .refine((limits) => limits.requestsPerMinute !== undefined || limits.runsInFlight !== undefined, {
    message: 'Give a new limit.',
  });
export type ApiKeyLimits = z.infer<typeof apiKeyLimitsSchema>;
