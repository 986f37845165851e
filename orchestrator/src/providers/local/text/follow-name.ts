import { SHOPPER_COLOUR_NAMES } from '../shopper-colours';

/** The analyst's palette: "deep teal", "light white", "amber with terracotta accents". */
const COLOUR = `(?:${[...SHOPPER_COLOUR_NAMES].sort((a, b) => b.length - a.length).join('|')})`;
const SHADE = `((?:deep |light )?${COLOUR})`;
const ACCENTS = `( with ${COLOUR} accents)?`;
const UNTITLED_OPENING = new RegExp(`^An? ${SHADE} product${ACCENTS}\\.`);
const NAMED_OPENING = new RegExp(`^([^,.\\n]{1,80}), in ${SHADE}${ACCENTS}\\.`);

/**
 * A description made for a product before it was named (or renamed) opens with what it was
 * called then: "Untitled product" was described as "A teal product with navy accents.", and a
 * renamed one still opens "Car, in charcoal." This puts the product's name as it now stands in
 * that opening, so re-enhancing a description follows a rename. Only the analyst's own openings
 * (a name, then the product's colours in its words) are recognised: a description the creator
 * wrote keeps every word.
 */
export function followName(description: string, name: string | undefined): string {
  const current = name?.trim();
  if (!current || current === 'Untitled product') return description;
  const opening = UNTITLED_OPENING.exec(description) ?? NAMED_OPENING.exec(description);
  if (!opening) return description;
  const [whole, ...groups] = opening;
  const [palette, accents] = groups.length === 3 ? groups.slice(1) : groups;
  return `${current}, in ${palette}${accents ?? ''}.${description.slice(whole.length)}`;
}
