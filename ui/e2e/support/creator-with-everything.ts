import { type APIRequestContext, type TestInfo, expect, test } from '@playwright/test';

import { type Account, csrf, loginViaApi, newAccount, registerViaApi } from './accounts';
import { expectNoViolations } from './axe';
import { changeCredits, insertContent } from './database';
import { dataUrl, productPhoto } from './images';

/** What the creator's accessibility specs look at: the ids of what `creatorWithEverything` made. */
export interface CreatorPages {
  account: Account;
  ids: Record<'product' | 'image' | 'story' | 'carousel' | 'video' | 'gallery' | 'plan', string>;
}

/**
 * A creator with a product, content of every kind and a low balance (the red pill, and a history
 * with a green grant and a red deduction), for the accessibility specs to check every page full.
 */
export async function creatorWithEverything(
  api: APIRequestContext,
  info: TestInfo,
): Promise<CreatorPages> {
  const account = newAccount(info, 'a11y-creator');
  const user = await registerViaApi(api, account);
  const created = await api.post('/api/products/create-from-images', {
    data: {
      name: 'Red Leather Bag',
      description: 'A red leather bag.',
      images: [dataUrl(productPhoto())],
    },
    headers: csrf,
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { id: string; imageUrls: string[] };
  const key = product.imageUrls[0]!.replace(/^\/files\//, '');
  const [image, story, carousel, video, gallery] = (await insertContent(user.id, [
    { name: 'Bag on white', fileKeys: [key], caption: 'A red bag. #bags' },
    { name: 'Bag story', type: 'story', fileKeys: [key, key] },
    { name: 'Bag carousel', type: 'carousel', fileKeys: [key, key, key] },
    { name: 'Bag video', type: 'video', fileKeys: [key] },
    // A still of several images (a run's social formats): each shown with its own download.
    { name: 'Bag in three sizes', fileKeys: [key, key, key] },
  ])) as [string, string, string, string, string];
  await changeCredits(user.id, -15);
  const plans = (await (await api.get('/api/plans')).json()) as { id: string }[];
  return {
    account,
    ids: { product: product.id, image, story, carousel, video, gallery, plan: plans[0]!.id },
  };
}

/** A page to check: its name in the test's title, and its path from the creator's ids. */
export type CreatorRoute = [name: string, path: (ids: CreatorPages['ids']) => string];

/**
 * In the calling describe: one creator with everything, made before its tests and shared by them
 * (a file's tests run one after another in one worker), and a test per route that the page has no
 * accessibility violations. Answers that creator, for the file's other tests.
 */
export function creatorPagesHaveNoViolations(routes: CreatorRoute[]): () => CreatorPages {
  let pages: CreatorPages | undefined;
  test.beforeAll(async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    pages = await creatorWithEverything(api, test.info());
    await api.dispose();
  });
  const made = () => {
    if (!pages) throw new Error('The creator is made in beforeAll');
    return pages;
  };
  // Tests are named before beforeAll runs: a path is made from the ids when its test runs.
  for (const [name, path] of routes) {
    test(`${name} has no accessibility violations`, async ({ page }) => {
      await loginViaApi(page.request, made().account);
      await expectNoViolations(page, path(made().ids));
    });
  }
  return made;
}
