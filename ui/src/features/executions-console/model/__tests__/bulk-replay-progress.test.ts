import { buildBulkReplayView } from '@/testing/bulk-replays';
import { bulkReplayProgress, versionRuleText } from '../bulk-replay-progress';

describe('a bulk replay’s progress', () => {
  it('counts a run as through once its replay ended or it was skipped, not once it started', () => {
    const view = buildBulkReplayView({ total: 8, started: 5, succeeded: 2, failed: 1, skipped: 1 });
    expect(bulkReplayProgress(view)).toEqual({
      percent: 50,
      headline: 'Replaying 8 runs',
      tone: 'brand',
    });
  });

  it('says how it ended', () => {
    const done = { total: 2, started: 2, succeeded: 2 };
    expect(bulkReplayProgress(buildBulkReplayView({ ...done, status: 'succeeded' }))).toEqual({
      percent: 100,
      headline: 'Finished: 2 runs handled',
      tone: 'success',
    });
    expect(
      bulkReplayProgress(
        buildBulkReplayView({ ...done, succeeded: 1, failed: 1, status: 'succeeded' }),
      ).tone,
    ).toBe('danger');
    expect(bulkReplayProgress(buildBulkReplayView({ status: 'cancelled' })).headline).toMatch(
      /^Stopped/,
    );
    expect(bulkReplayProgress(buildBulkReplayView({ status: 'failed' })).tone).toBe('danger');
    expect(bulkReplayProgress(buildBulkReplayView({ total: 0, status: 'succeeded' })).percent).toBe(
      100,
    );
  });

  it('names the version rule', () => {
    expect(versionRuleText('pinned')).toBe('the version each run had');
    expect(versionRuleText('latest')).toBe('the latest version');
    expect(versionRuleText('3')).toBe('version 3');
  });
});
