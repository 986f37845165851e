import { readFile } from 'node:fs/promises';

import { type Page, expect, test } from '@playwright/test';

import { newAccount, registerViaApi } from './support/accounts';
import { changeCredits, markVerified } from './support/database';
import { imageSize } from './support/image-size';
import { productPhoto } from './support/images';

// The studio styles (issue 31) and the three scenes reworked on the same renderer, each run as a
// creator runs it, against the whole stack: a photo uploaded on create-content, the snap picked
// and paid for, the run's content page opened. Each result must load in the browser and be the
// scene the stack is set to make: a square of PACKSHOT_SIZE (512 here, infra/src/run-tests.ts).
// Each costs 4 tokens (cut-out 1, scene 3); the creator is given enough for all six.

const RUN_TIMEOUT = 60_000;
const SCENE_SIZE = 512;
const STYLES = [
  'Pastel Podium',
  'Marble Plinth',
  'Sunlit Shadow Play',
  'Flat Lay',
  'Natural Placement',
  'Water Splash',
];

async function runStyle(page: Page, name: string) {
  const photo = productPhoto(`${name.toLowerCase().replace(/\s+/g, '-')}.png`);
  await page.goto('/create-content');
  await page.getByLabel('Upload an image').setInputFiles(photo);
  await expect(page.getByRole('img', { name: `Chosen image: ${photo.name}` })).toBeVisible();
  const radio = page.getByRole('radio', { name: `${name} (4 tokens)`, exact: true });
  // The radio is visually hidden inside its card: pick the card, as a person would.
  await page.locator('label', { has: radio }).click();
  await expect(radio).toBeChecked();
  await page.getByRole('button', { name: 'Generate for 4 tokens' }).click();
  await expect(page).toHaveURL(/\/content\/[0-9a-f-]{36}$/, { timeout: RUN_TIMEOUT });
}

test('every studio style and reworked scene runs on a photo to a square scene that loads', async ({
  page,
}) => {
  test.setTimeout(STYLES.length * 75_000);
  const user = await registerViaApi(page.request, newAccount(test.info(), 'studio'));
  await markVerified(user.id);
  await changeCredits(user.id, STYLES.length * 4);

  for (const name of STYLES) {
    await test.step(name, async () => {
      await runStyle(page, name);
      // Shown: the browser has loaded and decoded it.
      const image = page.getByRole('main').getByRole('img').first();
      await expect
        .poll(() => image.evaluate((el) => (el as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      // And the file the creator downloads is the scene: a PNG of the scene's size.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download image' }).click(),
      ]);
      const bytes = await readFile(await download.path());
      expect(imageSize(bytes)).toEqual({ width: SCENE_SIZE, height: SCENE_SIZE });
    });
  }
});
