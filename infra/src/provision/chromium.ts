import { isExecutable } from './is-executable';
import { installDebianPackage } from './debian-package';

/** Where Debian's `chromium-headless-shell` package puts the browser. */
export const HEADLESS_CHROMIUM = '/usr/bin/chromium-headless-shell';

/**
 * The browser the end-to-end tests and the benchmarks drive: `CHROMIUM_PATH`, else Debian's
 * Chromium headless shell, installed with apt-get when we are root and it is missing. Never a
 * downloaded browser build. The headless shell is the same Chromium (same Debian source, same
 * Blink and V8) without the desktop browser around it, and what Playwright itself runs for
 * headless tests; on this 2-core machine it loaded the app's pages about 40% faster than the full
 * browser in headless mode (route-guards.spec.ts: 53.7 s against 32.8 s).
 */
export async function ensureChromium(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const wanted = env.CHROMIUM_PATH ?? HEADLESS_CHROMIUM;
  if (await isExecutable(wanted)) return wanted;
  if (env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH=${wanted} is not an executable file.`);

  await installDebianPackage(
    'chromium-headless-shell',
    'for the browser tests',
    `The end-to-end tests need Chromium's headless shell at ${HEADLESS_CHROMIUM}. Install it with ` +
      'your package manager (Debian/Ubuntu: `sudo apt-get install -y chromium-headless-shell`) or ' +
      'set CHROMIUM_PATH to a Chromium (e.g. /usr/bin/chromium).',
    env,
  );
  return wanted;
}
