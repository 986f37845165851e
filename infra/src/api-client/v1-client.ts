import createClient from 'openapi-fetch';
import { type paths } from './v1-schema';

/**
 * A typed client of the `/v1` API (openapi-fetch over the generated v1-schema.ts): every path,
 * parameter, body and answer typed from the API's own contract. Called with an API key, as a
 * business's program does; `fetch` is the platform's.
 *
 *   const api = createV1Client('https://studio.example', 'sk_live_…');
 *   const { data, error } = await api.POST('/v1/runs', { body: { snapId, image },
 *     headers: { 'Idempotency-Key': orderId } });
 */
export function createV1Client(baseUrl: string, apiKey: string) {
  return createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${apiKey}` } });
}

export type V1Client = ReturnType<typeof createV1Client>;
