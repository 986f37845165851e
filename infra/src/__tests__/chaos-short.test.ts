import { run as aiFaults } from '../../chaos/ai-faults';
import { run as workerKills } from '../../chaos/worker-kills';

jest.setTimeout(300_000);

// The short versions of `npm run chaos`'s scenarios: every promise each checks must hold.
describe('chaos, short', () => {
  it('ai-faults: provider faults end every run, refund every failure and show its error', async () => {
    const report = await aiFaults('short');
    expect(report.promises.filter((p) => !p.held)).toEqual([]);
  });

  it('worker-kills: killed workers lose no run and no credit', async () => {
    const report = await workerKills('short');
    expect(report.promises.filter((p) => !p.held)).toEqual([]);
  });
});
