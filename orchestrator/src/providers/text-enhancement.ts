/**
 * What every text enhancer shares: how "the same text" is judged, and the reason given when
 * there was nothing to improve. The product activity checks every enhancer's answer with these,
 * so no provider can report an unchanged text as improved.
 */

export type TextField = 'name' | 'description';

/** Equal but for whitespace: a change nobody would see is no improvement. */
export function sameText(a: string, b: string): boolean {
  const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
  return squash(a) === squash(b);
}

/** The reason for a text that came back as it went in. */
export function nothingToImprove(field: TextField): string {
  return `This ${field} already reads well: there was nothing to improve.`;
}
