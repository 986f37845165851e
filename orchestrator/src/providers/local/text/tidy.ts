// Tidying the creator's words without changing what they say: spacing, punctuation, capitals.

/** A list line: "- ", "* ", "• ", "1. ", "2) " and the like. */
export const BULLET = /^\s*(?:[-*•·–]|\d+[.)])\s+/;

/** Unicode normalised, control characters gone, runs of spaces (not newlines) made one. */
export function tidySpaces(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, (c) => (c === '\n' ? c : ' '))
    .replace(/[ \t\u00a0]+/g, ' ')
    .trim();
}

/** Spacing around punctuation, and one "!" or "?" where there were several. */
export function calm(text: string): string {
  return text
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,;:])(?=\p{L})/gu, '$1 ')
    .replace(/(?<=\p{Ll}{2})([.!?])(?=\p{Lu})/gu, '$1 ')
    .replace(/!{2,}/g, '!')
    .replace(/\?{2,}/g, '?')
    .replace(/(^|\s)i(?=\s|'|’|$)/g, '$1I');
}

/** Prose split into sentences at ".", "!", "?" or "…" followed by a space. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+(?=\S)/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A sentence in capitals is lowered (its first letter is raised again after). */
export function lowerIfShouting(sentence: string): string {
  const letters = sentence.replace(/[^\p{L}]/gu, '');
  const upper = letters.replace(/[^\p{Lu}]/gu, '').length;
  return letters.length >= 8 && upper / letters.length > 0.8 ? sentence.toLowerCase() : sentence;
}

export function capitalise(text: string): string {
  return text.replace(
    /^([^\p{L}\p{N}]*)(\p{Ll})/u,
    (_, lead: string, letter: string) => lead + letter.toUpperCase(),
  );
}

/** A sentence ended with a full stop unless it already ends with ".", "!", "?" or "…". */
export function ensureEnd(sentence: string): string {
  return /[.!?…]["'”’)]?$/.test(sentence) ? sentence : `${sentence.replace(/[,;:]+$/, '')}.`;
}

/** How many words a text has. */
export function wordCount(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}
