import {
  type CallOptions,
  type TextEnhancer,
  type TextResult,
  ProviderError,
} from '../capabilities';
import { nameFromFilename, titleCase } from '../name-from-filename';
import { textHash } from '../text-hash';

export const LOCAL_TEXT_MODEL = 'local-text-polish-v1';

/** Below this length a description gets a closing line; longer ones are left to speak alone. */
const SHORT_DESCRIPTION = 280;
const CLOSINGS = [
  'Discover it today.',
  'Make it yours today.',
  'Add it to your collection today.',
  'Treat yourself today.',
];
const CALL_TO_ACTION =
  /\b(today|now|order|shop|buy|discover|make it yours|add it)\b[^.!?]*[.!?]?$/i;
const BULLET = /^\s*(?:[-*•·–]|\d+[.)])\s+/;

/**
 * Text enhancement without a model: it tidies what the creator wrote and adds nothing it does not
 * say, so the result is never less true than the input.
 * - A name: whitespace collapsed, quotes and trailing punctuation dropped, a file name read as
 *   one ("red-leather-bag.jpg"), title case that keeps acronyms and names like "iPhone".
 * - A description: whitespace and spacing around punctuation tidied, repeated "!!" and "??"
 *   calmed, shouted sentences lowered, every sentence capitalised and ended, bullet lines kept as
 *   a tidy list; a short one gets a closing call to action (chosen by the text, so the same text
 *   always gets the same one) unless it already ends with one.
 */
export class LocalTextEnhancer implements TextEnhancer {
  async enhanceText(
    input: { field: 'name' | 'description'; text: string },
    { signal }: CallOptions,
  ): Promise<TextResult> {
    signal.throwIfAborted();
    const text = input.field === 'name' ? polishName(input.text) : polishDescription(input.text);
    if (!text) throw new ProviderError('There is no text to enhance.', false, 'invalid_text');
    return { text, provider: 'local', model: LOCAL_TEXT_MODEL };
  }
}

function polishName(raw: string): string {
  const text = tidySpaces(raw)
    .replace(/^["'“”‘’«»\s]+|["'“”‘’«»\s]+$/g, '')
    .replace(/[\s.,;:!]+$/, '');
  const looksLikeFile =
    !/\s/.test(text) &&
    (/[_]/.test(text) ||
      /\.(jpe?g|png|webp|gif|avif|heic|tiff?)$/i.test(text) ||
      (text.match(/-/g)?.length ?? 0) >= 2);
  if (looksLikeFile) return nameFromFilename(text) ?? text;
  return titleCase(text.split(' ').filter(Boolean));
}

function polishDescription(raw: string): string {
  const paragraphs = raw
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => polishParagraph(paragraph))
    .filter(Boolean);
  const text = paragraphs.join('\n\n');
  if (!text || text.length >= SHORT_DESCRIPTION || CALL_TO_ACTION.test(text)) return text;
  const closing = CLOSINGS[textHash(text) % CLOSINGS.length]!;
  return paragraphs.some((p) => BULLET.test(p)) ? `${text}\n\n${closing}` : `${text} ${closing}`;
}

/** A paragraph of prose, or a list when its lines are bullets. */
function polishParagraph(paragraph: string): string {
  const lines = paragraph.split('\n').map(tidySpaces).filter(Boolean);
  if (lines.length > 0 && lines.every((line) => BULLET.test(line))) {
    return lines
      .map((line) => `• ${capitalise(calm(line.replace(BULLET, '')).replace(/[.;,]+$/, ''))}`)
      .join('\n');
  }
  return sentences(calm(lines.join(' ')))
    .map((sentence) => ensureEnd(capitalise(lowerIfShouting(sentence))))
    .join(' ');
}

function tidySpaces(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, (c) => (c === '\n' ? c : ' '))
    .replace(/[ \t\u00a0]+/g, ' ')
    .trim();
}

/** Spacing around punctuation, and one "!" or "?" where there were several. */
function calm(text: string): string {
  return text
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,;:])(?=\p{L})/gu, '$1 ')
    .replace(/(?<=\p{Ll}{2})([.!?])(?=\p{Lu})/gu, '$1 ')
    .replace(/!{2,}/g, '!')
    .replace(/\?{2,}/g, '?')
    .replace(/(^|\s)i(?=\s|'|’|$)/g, '$1I');
}

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+(?=\S)/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A sentence in capitals is lowered (its first letter is raised again after). */
function lowerIfShouting(sentence: string): string {
  const letters = sentence.replace(/[^\p{L}]/gu, '');
  const upper = letters.replace(/[^\p{Lu}]/gu, '').length;
  return letters.length >= 8 && upper / letters.length > 0.8 ? sentence.toLowerCase() : sentence;
}

function capitalise(text: string): string {
  return text.replace(
    /^([^\p{L}\p{N}]*)(\p{Ll})/u,
    (_, lead: string, letter: string) => lead + letter.toUpperCase(),
  );
}

function ensureEnd(sentence: string): string {
  return /[.!?…]["'”’)]?$/.test(sentence) ? sentence : `${sentence.replace(/[,;:]+$/, '')}.`;
}
