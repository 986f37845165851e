import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { hashSources } from '../provision/content-hash';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hash-'));
  await mkdir(path.join(dir, 'src'));
  await writeFile(path.join(dir, 'src', 'a.ts'), 'export const a = 1;');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('hashSources', () => {
  it('is stable while nothing changes', async () => {
    expect(await hashSources([dir])).toBe(await hashSources([dir]));
  });

  it('changes when a source file changes or appears', async () => {
    const before = await hashSources([dir]);
    await writeFile(path.join(dir, 'src', 'a.ts'), 'export const a = 2;');
    const edited = await hashSources([dir]);
    expect(edited).not.toBe(before);
    await writeFile(path.join(dir, 'src', 'b.ts'), '');
    expect(await hashSources([dir])).not.toBe(edited);
  });

  it('ignores build output, dependencies and tests', async () => {
    const before = await hashSources([dir]);
    for (const skipped of ['dist', 'node_modules', '__tests__']) {
      await mkdir(path.join(dir, 'src', skipped));
      await writeFile(path.join(dir, 'src', skipped, 'x.js'), String(Math.random()));
    }
    expect(await hashSources([dir])).toBe(before);
  });
});
