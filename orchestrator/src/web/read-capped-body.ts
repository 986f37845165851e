import { type Response } from 'undici';
import { FetchFailedError } from './fetch-errors';

/**
 * A response body of at most `maxBytes`: a declared length over the cap is refused before
 * reading, and an undeclared or understated one is cut off (the stream cancelled, the
 * connection dropped) as soon as the bytes read pass the cap. Counted after decompression, so a
 * small compressed bomb cannot grow past it either.
 */
export async function readCappedBody(response: Response, maxBytes: number): Promise<Buffer> {
  const tooLarge = () =>
    new FetchFailedError('too_large', `The response is larger than ${megabytes(maxBytes)}.`);
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!response.body) return Buffer.alloc(0);

  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}
