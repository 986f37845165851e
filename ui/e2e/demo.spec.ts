import { type Page, expect, test } from '@playwright/test';

import {
  type Account,
  accountMenu,
  newAccount,
  registerViaApi,
  signInThroughForm,
} from './support/accounts';
import { dataUrl, flaggedPhoto, productPhoto } from './support/images';
import { waitForMailedLink } from './support/mail';
import { PENDING_DEMO_KEY, storePendingDemo } from './support/pending-demo';
import { recordShownStates } from './support/shown-states';

// The free demo end to end: a visitor picks a photo and a style on the landing page, signs up,
// and the demo modal runs it against the real stack (its local AI stand-ins). Flagged photos use
// the local moderator's test marker: mostly magenta #FF00FF is E005 (see support/images.ts).

const GENERATION_TIMEOUT = 60_000;
const LIMIT_MESSAGE =
  'You have already used your free demo. Please purchase credits to continue using snaps.';

/** On the landing page: the photo, the style, and on to sign-up. */
async function startDemo(page: Page, photo: ReturnType<typeof productPhoto>, style: string) {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Try it on your own product' });
  await section.getByLabel('Product photo').setInputFiles(photo);
  await expect(section.getByRole('img', { name: `Chosen image: ${photo.name}` })).toBeVisible();
  await section.getByRole('radio', { name: new RegExp(style) }).check();
  await section.getByRole('button', { name: 'Create my free demo' }).click();
  await expect(page).toHaveURL(/\/register$/);
}

async function signUp(page: Page, account: Account) {
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('First name').fill(account.firstName);
  await form.getByLabel('Last name').fill(account.lastName);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Confirm password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
}

const storedDemo = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), PENDING_DEMO_KEY);

test('a visitor tries the demo, signs up, and lands on the content it made; a second demo is refused', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const account = newAccount(test.info(), 'demo');

  const shown = await recordShownStates(page, { dialog: { selector: '[role="dialog"]' } });

  await startDemo(page, productPhoto('serum.png'), 'White Packshot');
  const stored = JSON.parse((await storedDemo(page))!) as Record<string, unknown>;
  expect(stored).toMatchObject({ workflow: 'white-background' });
  expect(String(stored.image)).toMatch(/^data:image\/png;base64,/);

  await signUp(page, account);

  // Two seconds after the demo is made: the content's own page, with the image it stored.
  await expect(page).toHaveURL(/\/content\/[0-9a-f-]{36}$/, { timeout: GENERATION_TIMEOUT });
  await expect(page.getByRole('dialog', { name: 'Your demo is ready!' })).toBeHidden();
  expect(await storedDemo(page)).toBeNull();
  // On the way the modal said it was generating, then that the demo was ready (the local demo
  // may pass through the first within a second, so the page's own record is read).
  const states = (await shown()).map((state) => state.dialog);
  const generating = states.findIndex((dialogs) =>
    dialogs.some((text) =>
      /^Generating your free demo.*This usually takes 10-30 seconds\./.test(text),
    ),
  );
  const ready = states.findIndex((dialogs) =>
    dialogs.some((text) => text.startsWith('Your demo is ready!')),
  );
  expect(generating).toBeGreaterThanOrEqual(0);
  expect(ready).toBeGreaterThan(generating);
  const image = page.getByRole('main').getByRole('img').first();
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((el) => (el as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  // The demo was free.
  await expect(page.getByRole('button', { name: '20 tokens' })).toBeVisible();

  // The sign-up's mail verifies the address as usual.
  await page.goto(await waitForMailedLink(account.email, '/verify-email'));
  await expect(page.getByText('Your email is verified.')).toBeVisible();

  // Signed out, the same person starts another demo and signs in: one demo per user.
  await accountMenu(page, account).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await startDemo(page, productPhoto('lamp.png'), 'Flat Lay');
  await signInThroughForm(page, account.email, account.password);

  const refused = page.getByRole('dialog', { name: 'Free demo already used' });
  await expect(refused).toBeVisible({ timeout: GENERATION_TIMEOUT });
  await expect(refused.getByRole('alert')).toHaveText(LIMIT_MESSAGE);
  await expect(refused.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
  expect(await storedDemo(page)).toBeNull();
  await refused.getByRole('button', { name: 'Purchase Credits' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(refused).toBeHidden();
});

test('a stored demo older than an hour is discarded, not run', async ({ page }) => {
  const demoCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/snaps/execute-demo')) demoCalls.push(request.url());
  });

  await storePendingDemo(page, {
    image: dataUrl(productPhoto()),
    workflow: 'white-background',
    timestamp: Date.now() - 61 * 60_000,
  });
  await registerViaApi(page.request, newAccount(test.info(), 'demo-expired'));
  await page.goto('/content');

  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await storedDemo(page)).toBeNull();
  expect(demoCalls).toEqual([]);
});

test('a flagged photo opens the sensitive-content dialog, which leads to other content', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = newAccount(test.info(), 'demo-flagged');

  await startDemo(page, flaggedPhoto(), 'Flat Lay');
  await signUp(page, account);

  const dialog = page.getByRole('dialog', { name: 'Content Cannot Be Processed' });
  await expect(dialog).toBeVisible({ timeout: GENERATION_TIMEOUT });
  await expect(dialog).toContainText('flagged as sensitive and cannot be processed');
  await expect(dialog).toContainText('Avoid brand logos, copyrighted characters and celebrities.');
  await expect(dialog).toContainText('Use original images of your own product.');
  await expect(dialog).toContainText('Contact support if you think this is a mistake.');
  expect(await storedDemo(page)).toBeNull();

  await dialog.getByRole('button', { name: 'Try Different Content' }).click();
  await expect(page).toHaveURL(/\/create-content\?from=home&style=flat-lay$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radio', { name: /^Flat Lay \(/ })).toBeChecked();
});
