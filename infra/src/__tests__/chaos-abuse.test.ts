import { run as passwordGuessing } from '../../chaos/password-guessing';
import { run as uploads } from '../../chaos/uploads';
import { run as webhookStorm } from '../../chaos/webhook-storm';

jest.setTimeout(300_000);

// The short versions of `npm run chaos`'s abuse scenarios: every promise each checks must hold.
describe('chaos, short: abuse', () => {
  it('webhook-storm: shuffled, repeated and forged Stripe events grant each allowance once', async () => {
    const report = await webhookStorm('short');
    expect(report.promises.filter((p) => !p.held)).toEqual([]);
  });

  it('password-guessing: guesses throttled per account and per address, owners never locked out', async () => {
    const report = await passwordGuessing('short');
    expect(report.promises.filter((p) => !p.held)).toEqual([]);
  });

  it('uploads: hostile images refused or stored clean and upright, in bounded memory', async () => {
    const report = await uploads('short');
    expect(report.promises.filter((p) => !p.held)).toEqual([]);
  });
});
