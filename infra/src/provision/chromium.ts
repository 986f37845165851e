import os from 'node:os';
import which from 'which';
import { isExecutable } from './is-executable';
import { say } from '../log';
import { runCommand } from './run-command';

/**
 * The browser the end-to-end tests drive: `CHROMIUM_PATH`, else Debian's `/usr/bin/chromium`,
 * installed with apt-get when we are root and it is missing. Never a downloaded browser build.
 */
export async function ensureChromium(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const wanted = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (await isExecutable(wanted)) return wanted;
  if (env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH=${wanted} is not an executable file.`);

  const aptGet = await which('apt-get', { nothrow: true });
  if (!aptGet || os.userInfo().uid !== 0) {
    throw new Error(
      'The end-to-end tests need Chromium at /usr/bin/chromium. Install it with your package manager ' +
        '(Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH.',
    );
  }
  say('Installing Chromium from Debian packages for the browser tests…');
  await runCommand(aptGet, ['update'], { quiet: true });
  await runCommand(aptGet, ['install', '-y', '--no-install-recommends', 'chromium'], {
    quiet: true,
    env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return wanted;
}
