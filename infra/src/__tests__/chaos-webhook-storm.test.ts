import { run as webhookStorm } from '../../chaos/webhook-storm';

jest.setTimeout(300_000);

// The short version of `npm run chaos`'s webhook-storm scenario: every promise it checks must hold.
// (One file per scenario, so that Jest's two workers share them and each stays in the budget.)
describe('chaos, short: webhook-storm', () => {
  it('webhook-storm: shuffled, repeated and forged Stripe events grant each allowance once', async () => {
    const report = await webhookStorm('short');
    expect(report.promises.filter((p) => !p.held)).toEqual([]);
  });
});
