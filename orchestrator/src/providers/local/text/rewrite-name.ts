import { nameFromFilename, titleCase } from '../../name-from-filename';
import { tidySpaces } from './tidy';

/**
 * A name longer than this is cut back at a separator (" - ", " | ", ", ", " (") to the part
 * before it: shop names are read in a grid of cards, and the details belong in the description.
 */
export const NAME_TARGET = 60;

/**
 * A product name rewritten as a shop would show it: whitespace collapsed, quotes and trailing
 * punctuation dropped, a file name read as one ("red-leather-bag.jpg"), an overlong name cut back
 * at a separator to at most NAME_TARGET characters, in title case that keeps acronyms and names
 * like "iPhone". Only the creator's words, fewer of them at most.
 */
export function rewriteName(raw: string): string {
  const text = tidySpaces(raw)
    .replace(/\s+/g, ' ')
    .replace(/^["'“”‘’«»\s]+|["'“”‘’«»\s]+$/g, '')
    .replace(/[\s.,;:!]+$/, '');
  const looksLikeFile =
    !/\s/.test(text) &&
    (/[_]/.test(text) ||
      /\.(jpe?g|png|webp|gif|avif|heic|tiff?)$/i.test(text) ||
      (text.match(/-/g)?.length ?? 0) >= 2);
  if (looksLikeFile) return nameFromFilename(text) ?? text;
  return titleCase(shorten(text).split(' ').filter(Boolean));
}

/** The name up to its last separator that keeps it within NAME_TARGET; as it is if none does. */
function shorten(name: string): string {
  if (name.length <= NAME_TARGET) return name;
  let cut = -1;
  for (const match of name.matchAll(/\s+[|–—-]\s+|,\s+|\s+\(/g)) {
    if (match.index > 0 && match.index <= NAME_TARGET) cut = match.index;
  }
  return cut > 0 ? name.slice(0, cut).replace(/[\s.,;:!|–—-]+$/, '') : name;
}
