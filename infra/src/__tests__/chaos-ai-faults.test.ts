import { run as aiFaults } from '../../chaos/ai-faults';

jest.setTimeout(300_000);

// The short version of `npm run chaos`'s ai-faults scenario: every promise it checks must hold.
// (One file per scenario with a cluster or a stack of its own, so Jest's two workers share them.)
describe('chaos, short: ai-faults', () => {
  it('ai-faults: provider faults end every run, refund every failure and show its error', async () => {
    const report = await aiFaults('short');
    expect(report.promises.filter((p) => !p.held)).toEqual([]);
  });
});
