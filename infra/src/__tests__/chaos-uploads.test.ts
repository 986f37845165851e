import { run as uploads } from '../../chaos/uploads';

jest.setTimeout(300_000);

// The short version of `npm run chaos`'s uploads scenario: every promise it checks must hold.
// (One file per scenario, so that Jest's two workers share them and each stays in the budget.)
describe('chaos, short: uploads', () => {
  it('uploads: hostile images refused or stored clean and upright, in bounded memory', async () => {
    const report = await uploads('short');
    expect(report.promises.filter((p) => !p.held)).toEqual([]);
  });
});
