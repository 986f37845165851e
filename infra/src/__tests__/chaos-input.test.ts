import { run as access } from '../../chaos/access';
import { run as badInput } from '../../chaos/bad-input';

jest.setTimeout(300_000);

// The short versions of `npm run chaos`'s scenarios about what callers send.
describe('chaos, short: input and access', () => {
  it('bad-input: hostile requests from the contracts get no 5xx, only documented refusals', async () => {
    const report = await badInput('short');
    expect(report.promises.filter((p) => !p.held)).toEqual([]);
  });

  it('access: no route lets the wrong caller through, and refused calls change nothing', async () => {
    const report = await access();
    expect(report.promises.filter((p) => !p.held)).toEqual([]);
  });
});
