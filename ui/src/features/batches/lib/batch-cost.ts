import { SOCIAL_FORMAT_IDS } from '@studio/api/contract/snaps';

import { type SocialFormatId } from '@/lib/social-formats';

/**
 * The formats every run of the batch makes: those ticked, in the contract's order, or none for a
 * snap that makes no single image to size (the API would refuse them).
 */
export function formatsFor(
  snap: { socialFormatsCost: number | null },
  ticked: readonly SocialFormatId[],
): SocialFormatId[] {
  return snap.socialFormatsCost === null
    ? []
    : SOCIAL_FORMAT_IDS.filter((id) => ticked.includes(id));
}

/** What one run costs: the snap's price, plus the formats' one price when any is ticked. */
export function costPerRun(
  snap: { cost: number; socialFormatsCost: number | null },
  formats: readonly SocialFormatId[],
): number {
  return snap.cost + (formats.length > 0 ? (snap.socialFormatsCost ?? 0) : 0);
}

/**
 * How many of `runs` a balance pays for, each run costing `cost`: a batch starts only when the
 * balance pays for every run, so short of that the creator is told this number.
 */
export function affordableRuns(balance: number, cost: number, runs: number): number {
  if (cost <= 0) return runs;
  return Math.max(0, Math.min(runs, Math.floor(balance / cost)));
}
