import { isExecutable } from './is-executable';
import { installDebianPackage } from './debian-package';

/**
 * The browser the end-to-end tests drive: `CHROMIUM_PATH`, else Debian's `/usr/bin/chromium`,
 * installed with apt-get when we are root and it is missing. Never a downloaded browser build.
 */
export async function ensureChromium(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const wanted = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (await isExecutable(wanted)) return wanted;
  if (env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH=${wanted} is not an executable file.`);

  await installDebianPackage(
    'chromium',
    'for the browser tests',
    'The end-to-end tests need Chromium at /usr/bin/chromium. Install it with your package manager ' +
      '(Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH.',
    env,
  );
  return wanted;
}
