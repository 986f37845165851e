import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findTemporalCli } from '../provision/temporal-cli';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'temporal-cli-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function executable(file: string, script = ''): Promise<string> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `#!/bin/sh\n${script}`);
  await chmod(file, 0o755);
  return file;
}

describe('findTemporalCli', () => {
  const empty = () => ({
    PATH: path.join(dir, 'empty-path'),
    XDG_CACHE_HOME: path.join(dir, 'cache'),
  });

  it('takes TEMPORAL_BIN first', async () => {
    const bin = await executable(path.join(dir, 'custom', 'temporal'));
    const onPath = await executable(path.join(dir, 'bin', 'temporal'));
    expect(
      await findTemporalCli({ ...empty(), TEMPORAL_BIN: bin, PATH: path.dirname(onPath) }, []),
    ).toBe(bin);
  });

  it('refuses a TEMPORAL_BIN that is not executable', async () => {
    await expect(
      findTemporalCli({ ...empty(), TEMPORAL_BIN: path.join(dir, 'missing') }, []),
    ).rejects.toThrow(/not an executable/);
  });

  it('then a temporal on PATH', async () => {
    const onPath = await executable(path.join(dir, 'bin', 'temporal'));
    expect(await findTemporalCli({ ...empty(), PATH: path.dirname(onPath) }, [])).toBe(onPath);
  });

  it('then the copy built once into the per-user cache', async () => {
    const cached = await executable(
      path.join(dir, 'cache', 'snapshot-studio', 'temporal-1.5.1', 'temporal'),
    );
    expect(await findTemporalCli(empty(), [])).toBe(cached);
  });

  it('without Go or a binary, stops and says where to get one', async () => {
    await expect(findTemporalCli(empty(), [])).rejects.toThrow(
      /Go is not installed[\s\S]*docs\.temporal\.io\/cli[\s\S]*TEMPORAL_BIN/,
    );
  });

  it('builds it once when several runs start together', async () => {
    // A stand-in for Go that counts its builds and installs a binary where GOBIN says.
    const builds = path.join(dir, 'builds.log');
    const go = await executable(
      path.join(dir, 'go', 'bin', 'go'),
      `echo build >> "${builds}"\nprintf '#!/bin/sh\\n' > "$GOBIN/temporal"\n/bin/chmod 755 "$GOBIN/temporal"\n`,
    );
    const found = await Promise.all([1, 2, 3].map(() => findTemporalCli(empty(), [go])));

    const cached = path.join(dir, 'cache', 'snapshot-studio', 'temporal-1.5.1', 'temporal');
    expect(found).toEqual([cached, cached, cached]);
    expect((await readFile(builds, 'utf8')).trim().split('\n')).toEqual(['build']);
  });
});
