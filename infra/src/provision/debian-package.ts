import os from 'node:os';
import which from 'which';
import { say } from '../log';
import { runCommand } from './run-command';

/**
 * apt-get holds dpkg's lock while it works: a second apt-get (ours or anyone's) fails at once
 * with "Could not get lock" unless told to wait for it.
 */
const WAIT_FOR_DPKG_LOCK = ['-o', 'DPkg::Lock::Timeout=300'];

/** This process's installs, one after another: two at once would only wait for each other. */
let previousInstall: Promise<unknown> = Promise.resolve();

/**
 * Installs a Debian package with apt-get, when we are root on a Debian-like machine; otherwise
 * stops with `howToInstall`, which says how to get it by hand (and which variable names a copy).
 */
export function installDebianPackage(
  pkg: string,
  purpose: string,
  howToInstall: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const install = previousInstall.then(async () => {
    const aptGet = await which('apt-get', { nothrow: true });
    if (!aptGet || os.userInfo().uid !== 0) throw new Error(howToInstall);
    say(`Installing ${pkg} from Debian packages ${purpose}…`);
    await runCommand(aptGet, [...WAIT_FOR_DPKG_LOCK, 'update'], { quiet: true });
    await runCommand(
      aptGet,
      [...WAIT_FOR_DPKG_LOCK, 'install', '-y', '--no-install-recommends', pkg],
      {
        quiet: true,
        env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
      },
    );
  });
  previousInstall = install.catch(() => undefined);
  return install;
}
