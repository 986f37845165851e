import os from 'node:os';
import which from 'which';
import { say } from '../log';
import { runCommand } from './run-command';

/**
 * Installs a Debian package with apt-get, when we are root on a Debian-like machine; otherwise
 * stops with `howToInstall`, which says how to get it by hand (and which variable names a copy).
 */
export async function installDebianPackage(
  pkg: string,
  purpose: string,
  howToInstall: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const aptGet = await which('apt-get', { nothrow: true });
  if (!aptGet || os.userInfo().uid !== 0) throw new Error(howToInstall);
  say(`Installing ${pkg} from Debian packages ${purpose}…`);
  await runCommand(aptGet, ['update'], { quiet: true });
  await runCommand(aptGet, ['install', '-y', '--no-install-recommends', pkg], {
    quiet: true,
    env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
