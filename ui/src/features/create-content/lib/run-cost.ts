import { SOCIAL_FORMAT_IDS } from '@studio/api/contract/snaps';

import { type Snap } from '@/lib/snaps';
import { type SocialFormatId } from '@/lib/social-formats';
import { tokens } from './run-outcome';

/** What a run will cost: the snap's price, what the ticked formats and HD add, and the total. */
export type RunCost = { snap: number; formats: number; hd: number; total: number };

/**
 * The formats a run of `snap` will make: those ticked, in the contract's order (the order the
 * images come in), or none for a snap that makes no single image to size, which the API refuses.
 */
export function formatsToRun(snap: Snap, ticked: readonly SocialFormatId[]): SocialFormatId[] {
  if (snap.socialFormatsCost === null) return [];
  return SOCIAL_FORMAT_IDS.filter((id) => ticked.includes(id));
}

/**
 * The formats are one price however many are ticked (the API charges the catalogue's node); HD is
 * the snap's `hdCost` (the catalogue's price for each node that makes the image).
 */
export function runCost(snap: Snap, ticked: readonly SocialFormatId[], hd = false): RunCost {
  const formats = formatsToRun(snap, ticked).length > 0 ? (snap.socialFormatsCost ?? 0) : 0;
  const hdCost = hd ? (snap.hdCost ?? 0) : 0;
  return { snap: snap.cost, formats, hd: hdCost, total: snap.cost + formats + hdCost };
}

/** What the run adds to its snap and costs, in a few words: "+ 3 formats · 3 tokens". */
export function runDetail(formatCount: number, cost: RunCost): string {
  const extras = [
    ...(formatCount > 0 ? [`${formatCount} ${formatCount === 1 ? 'format' : 'formats'}`] : []),
    ...(cost.hd > 0 ? ['HD'] : []),
  ];
  if (extras.length === 0) return tokens(cost.total);
  return `+ ${extras.join(' · ')} · ${tokens(cost.total)}`;
}
