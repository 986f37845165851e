/**
 * The styles a visitor can pick on the landing page, and how a style (the stored demo's
 * `workflow`, or create-content's `?style=`) finds its snap. Spec section 3: white-background maps
 * to 'White Packshot', flat-lay to 'Flat Lay', natural-environment to 'Natural Placement'; any
 * other value ('White Packshot', 'Water Splash') is already a snap's name. Shared by the demo and
 * create-content features, which may not import each other.
 */

/** The spec's demo workflow values that are not snap names, and the snap each stands for. */
export const DEMO_WORKFLOW_SNAPS: Readonly<Record<string, string>> = {
  'white-background': 'White Packshot',
  'flat-lay': 'Flat Lay',
  'natural-environment': 'Natural Placement',
};

/** The styles the landing page offers, in order, with the value stored for each. */
export const DEMO_STYLES = [
  { value: 'white-background', label: 'White Packshot', hint: 'Clean studio white' },
  { value: 'flat-lay', label: 'Flat Lay', hint: 'From above, with props' },
  { value: 'natural-environment', label: 'Natural Placement', hint: 'In a natural setting' },
  { value: 'Water Splash', label: 'Water Splash', hint: 'A dynamic splash' },
] as const;

export type DemoStyle = (typeof DEMO_STYLES)[number]['value'];

/** The snap name a style stands for: the mapped name, or the value itself. */
export function snapNameForStyle(style: string): string {
  const trimmed = style.trim();
  return DEMO_WORKFLOW_SNAPS[trimmed.toLowerCase()] ?? trimmed;
}

/** A readable name for a style, for messages ('Flat Lay' for 'flat-lay'). */
export function styleLabel(style: string): string {
  return snapNameForStyle(style);
}

type SnapLike = { name: string; tags: readonly string[] };

/**
 * The snap a style means (spec section 3: matched by name or tag). First by name (the mapped
 * name, case and spacing ignored), then by tag: the style itself or the mapped name as a slug
 * ('water-splash'). Undefined when nothing matches.
 */
export function findSnapForStyle<Snap extends SnapLike>(
  snaps: readonly Snap[],
  style: string,
): Snap | undefined {
  const name = normalise(snapNameForStyle(style));
  if (name === '') return undefined;
  const byName = snaps.find((snap) => normalise(snap.name) === name);
  if (byName) return byName;
  const tags = new Set([slug(style), slug(name)]);
  return snaps.find((snap) => snap.tags.some((tag) => tags.has(slug(tag))));
}

function normalise(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

function slug(text: string): string {
  return normalise(text).replace(/[\s_]+/g, '-');
}
