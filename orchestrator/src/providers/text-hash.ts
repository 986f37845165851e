/**
 * FNV-1a: a stable 32-bit number from a text. The one hash of the local providers: it seeds the
 * scenes' randomness and chooses among phrasings, so the same input always gives the same output.
 */
export function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
