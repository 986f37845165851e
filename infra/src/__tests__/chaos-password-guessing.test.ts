import { run as passwordGuessing } from '../../chaos/password-guessing';

jest.setTimeout(300_000);

// The short version of `npm run chaos`'s password-guessing scenario: every promise it checks must hold.
// (One file per scenario, so that Jest's two workers share them and each stays in the budget.)
describe('chaos, short: password-guessing', () => {
  it('password-guessing: guesses throttled per account and per address, owners never locked out', async () => {
    const report = await passwordGuessing('short');
    expect(report.promises.filter((p) => !p.held)).toEqual([]);
  });
});
