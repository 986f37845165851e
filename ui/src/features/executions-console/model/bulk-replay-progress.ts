import { type BulkReplayView } from '@studio/api/contract/executions';

import { runCount } from './bulk-selection';

export type BulkReplayProgress = {
  /** Runs the job is through (replayed to an end, or skipped), in percent of its total. */
  percent: number;
  /** What the job is doing, in a few words. */
  headline: string;
  tone: 'brand' | 'success' | 'danger';
};

/**
 * How far a bulk replay is. A run is through once its replay has ended (succeeded or failed) or
 * it was skipped; a replay that has started but runs still is not, so the bar reaches its end
 * only when every replay has.
 */
export function bulkReplayProgress(view: BulkReplayView): BulkReplayProgress {
  const through = view.succeeded + view.failed + view.skipped;
  const percent = view.total === 0 ? 100 : Math.min(100, Math.round((through / view.total) * 100));
  switch (view.status) {
    case 'running':
      return { percent, headline: `Replaying ${runCount(view.total)}`, tone: 'brand' };
    case 'succeeded':
      return {
        percent,
        headline: `Finished: ${runCount(view.total)} handled`,
        tone: view.failed > 0 ? 'danger' : 'success',
      };
    case 'cancelled':
      return {
        percent,
        headline: 'Stopped: no more replays start; those started run to their end',
        tone: 'brand',
      };
    case 'failed':
      return { percent, headline: 'Ended early: the bulk replay could not go on', tone: 'danger' };
  }
}

/** The version rule a job ran with, in words. */
export function versionRuleText(version: string): string {
  if (version === 'pinned') return 'the version each run had';
  if (version === 'latest') return 'the latest version';
  return `version ${version}`;
}
