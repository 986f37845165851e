import { run as workerKills } from '../../chaos/worker-kills';

jest.setTimeout(300_000);

// The short version of `npm run chaos`'s worker-kills scenario: every promise it checks must hold.
// (One file per scenario with a cluster or a stack of its own, so Jest's two workers share them.)
describe('chaos, short: worker-kills', () => {
  it('worker-kills: killed workers lose no run and no credit', async () => {
    const report = await workerKills('short');
    expect(report.promises.filter((p) => !p.held)).toEqual([]);
  });
});
