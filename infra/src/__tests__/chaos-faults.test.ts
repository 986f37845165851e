import { run as postgresOutage } from '../../chaos/postgres-outage';
import { run as temporalRestart } from '../../chaos/temporal-restart';

jest.setTimeout(300_000);

// The short versions of `npm run chaos`'s infrastructure faults: every promise each checks must hold.
describe('chaos, short: the servers the app stands on', () => {
  it('temporal-restart: a killed and restarted Temporal loses no run and no credit', async () => {
    const report = await temporalRestart('short');
    expect(report.promises.filter((p) => !p.held)).toEqual([]);
  });

  it('postgres-outage: the API answers 503 at once, recovers by itself, and no run or credit is lost', async () => {
    const report = await postgresOutage('short');
    expect(report.promises.filter((p) => !p.held)).toEqual([]);
  });
});
