import { run as ledgerSim } from '../../chaos/ledger-sim';

jest.setTimeout(300_000);

// The short version of `npm run chaos`'s ledger-sim scenario: every promise it checks must hold.
// A failure prints its seed; LEDGER_SIM_SEED=<seed> replays that schedule exactly.
describe('chaos, short: ledger-sim', () => {
  it('ledger-sim: runs, grants and refunds under crashes before and after each commit keep the ledger whole', async () => {
    const report = await ledgerSim('short');
    expect(report.promises.filter((p) => !p.held)).toEqual([]);
  });
});
