import { type Page, expect, test } from '@playwright/test';

import {
  type Account,
  accountMenu,
  csrf,
  newAccount,
  registerViaApi,
  signInThroughForm,
} from './support/accounts';
import { changeCredits, markVerified } from './support/database';
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

/** Where create-content keeps a photo handed over from a used-up demo (the app's own key). */
const PENDING_UPLOAD_KEY = 'snapshot-studio:pending-upload';
const pendingUpload = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), PENDING_UPLOAD_KEY);

/** The signed-in balance, from the API. */
async function balance(page: Page): Promise<number> {
  const response = await page.request.get('/api/credits/balance');
  return ((await response.json()) as { credits: number }).credits;
}

/** A dialog's description list, as term → definition. */
async function termsOf(dialog: ReturnType<Page['getByRole']>) {
  const terms = await dialog.getByRole('term').allTextContents();
  const definitions = await dialog.getByRole('definition').allTextContents();
  return Object.fromEntries(terms.map((term, i) => [term, definitions[i]]));
}

test('a visitor tries the demo, signs up, and lands on the content it made; a second offers to run the photo with tokens', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const account = newAccount(test.info(), 'demo');

  const shown = await recordShownStates(page, {
    dialog: { selector: '[role="dialog"]' },
    dialogImages: { selector: '[role="dialog"] img', attribute: 'src' },
    // Create-content's summary of what it runs (image and snap).
    runSummary: { selector: 'aside[aria-labelledby="run-title"]' },
  });

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
  const allStates = await shown();
  const states = allStates.map((state) => state.dialog);
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
  // While it worked it showed the photo; once ready, the image the demo made: the content's file.
  const contentId = new URL(page.url()).pathname.split('/').at(-1)!;
  const made = (await (await page.request.get(`/api/content/${contentId}`)).json()) as {
    contentUrls: string[];
  };
  expect(made.contentUrls[0]).toMatch(/^\/files\//);
  expect(allStates[generating]!.dialogImages).toEqual([stored.image]);
  expect(allStates[ready]!.dialogImages).toEqual([made.contentUrls[0]]);
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

  // Signed out, the same person starts another demo and signs in: one free demo per user, but
  // their photo is not dropped: they may run it with their tokens, on the normal paid road.
  await accountMenu(page, account).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await startDemo(page, productPhoto('lamp.png'), 'White Packshot');
  const lamp = JSON.parse((await storedDemo(page))!) as { image: string };
  await signInThroughForm(page, account.email, account.password);

  const offer = page.getByRole('dialog', { name: 'Run it with your tokens' });
  await expect(offer).toBeVisible({ timeout: GENERATION_TIMEOUT });
  await expect(offer).toContainText('You have already used your free demo');
  await expect(offer.getByRole('img', { name: 'Your product photo' })).toHaveAttribute(
    'src',
    lamp.image,
  );
  expect(await termsOf(offer)).toEqual({
    Style: 'White Packshot',
    Cost: '2 tokens',
    'Your balance': '20 tokens',
  });
  await expect(offer.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
  await offer.getByRole('button', { name: 'Run it' }).click();

  // Create-content runs it at once with the photo and the style, then opens what it made (the
  // local run may be done within a second, so the page's own record says what it showed).
  await expect(page).toHaveURL(/\/content\/[0-9a-f-]{36}$/, { timeout: GENERATION_TIMEOUT });
  const summaries = (await shown()).flatMap((state) => state.runSummary);
  expect(summaries).toContainEqual(
    expect.stringMatching(/Your photo from the home page.*White Packshot/),
  );
  await expect(page.getByRole('button', { name: '18 tokens' })).toBeVisible();
  expect(await balance(page)).toBe(18);
  expect(await storedDemo(page)).toBeNull();
  expect(await pendingUpload(page)).toBeNull();
});

test('short of tokens after the free demo: the photo waits for the purchase, then runs', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const photo = productPhoto('vase.png');
  await storePendingDemo(page, { image: dataUrl(photo), workflow: 'white-background' });
  const user = await registerViaApi(page.request, newAccount(test.info(), 'demo-short'));
  await markVerified(user.id);
  // The free demo, used up through the API, and a balance below White Packshot's 2 tokens.
  const snaps = (await (await page.request.get('/api/snaps')).json()) as {
    id: string;
    name: string;
  }[];
  const packshot = snaps.find((snap) => snap.name === 'White Packshot')!;
  const demo = await page.request.post('/api/snaps/execute-demo', {
    data: { snapId: packshot.id, inputs: { image: dataUrl(productPhoto()) } },
    headers: csrf,
    timeout: GENERATION_TIMEOUT,
  });
  expect(demo.status(), await demo.text()).toBe(200);
  await changeCredits(user.id, 1 - (await balance(page)));

  await page.goto('/content?demo=1');
  const refused = page.getByRole('dialog', { name: 'Free demo already used' });
  await expect(refused).toBeVisible({ timeout: GENERATION_TIMEOUT });
  await expect(refused.getByRole('alert')).toHaveText(LIMIT_MESSAGE);
  await expect(refused.getByRole('img', { name: 'Your product photo' })).toHaveAttribute(
    'src',
    dataUrl(photo),
  );
  expect(await termsOf(refused)).toEqual({
    Style: 'White Packshot',
    Cost: '2 tokens',
    'Your balance': '1 token',
    'Still needed': '1 token',
  });
  await expect(refused.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
  await expect(refused.getByRole('button', { name: 'Run it' })).toHaveCount(0);
  await refused.getByRole('button', { name: 'Purchase Credits' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(refused).toBeHidden();
  // Kept, now on create-content's side.
  expect(await storedDemo(page)).toBeNull();
  expect(JSON.parse((await pendingUpload(page))!)).toMatchObject({
    image: dataUrl(photo),
    style: 'white-background',
  });

  // Tokens arrive (as a purchase would bring them); Create content has the photo waiting.
  await changeCredits(user.id, 19);
  await page.goto('/create-content');
  await expect(page.getByText('Your photo from the home page')).toBeVisible();
  await expect(page.getByRole('radio', { name: /^White Packshot \(/ })).toBeChecked();
  await page.getByRole('button', { name: 'Generate for 2 tokens' }).click();
  await expect(page).toHaveURL(/\/content\/[0-9a-f-]{36}$/, { timeout: GENERATION_TIMEOUT });
  expect(await balance(page)).toBe(18);
  expect(await pendingUpload(page)).toBeNull();
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
  // The demo modal is in the signed-in mounts, a lazy chunk that may arrive after the page's
  // heading: the expired demo is gone once it has read it.
  await expect.poll(() => storedDemo(page)).toBeNull();
  await expect(page.getByRole('dialog')).toHaveCount(0);
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
