import { run as cancelStorm } from '../../chaos/cancel-storm';

jest.setTimeout(300_000);

// The short version of `npm run chaos`'s cancel-storm scenario: every promise it checks must hold.
describe('chaos, short: cancel-storm', () => {
  it('cancel-storm: runs cancelled at random moments end Cancelled in the product and in Temporal, refunded once', async () => {
    const report = await cancelStorm('short');
    console.log(report.figures);
    expect(report.promises.filter((p) => !p.held)).toEqual([]);
  });
});
