import { expect, test } from '@playwright/test';

import { csrf, loginViaApi, newAccount, registerViaApi } from './support/accounts';
import { changeCredits, makeManager, markVerified } from './support/database';
import { runEnded, runSnap } from './support/executions';

// User Feedback, as the "Done when" says it: a creator rates what a run made Bad, and a
// manager who filters the feedback to Bad sees the rated image.

test.setTimeout(150_000);

test('a manager filters feedback to Bad and sees the image the creator rated', async ({ page }) => {
  const creatorAccount = newAccount(test.info(), 'feedback-creator');
  const creator = await registerViaApi(page.request, creatorAccount);
  await markVerified(creator.id);
  await changeCredits(creator.id, 20);
  await loginViaApi(page.request, creatorAccount);

  const snaps = (await (await page.request.get('/api/snaps')).json()) as Array<{
    id: string;
    name: string;
  }>;
  const snap = snaps.find(({ name }) => name === 'White Packshot')!;
  const runId = await runSnap(page.request, snap.id);
  expect((await runEnded(page.request, runId)).status).toBe('succeeded');
  const library = (await (await page.request.get('/api/content?limit=1')).json()) as {
    content: Array<{ id: string }>;
  };
  const comment = `Too much shadow ${test.info().testId}`;
  const rated = await page.request.post('/api/feedback-tracking/submit-feedback', {
    data: { contentId: library.content[0]!.id, rating: 'Bad', comment },
    headers: csrf,
  });
  expect(rated.status(), await rated.text()).toBe(201);

  const manager = newAccount(test.info(), 'feedback-manager');
  await registerViaApi(page.request, manager);
  await makeManager(manager.email);
  await loginViaApi(page.request, manager);

  await page.goto('/manager/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'User Feedback' })).toBeVisible();
  await expect(page.getByRole('figure')).toContainText('White Packshot');
  await page.getByRole('combobox', { name: 'Rating' }).selectOption('Bad');
  await expect(page).toHaveURL(/[?&]rating=Bad/);

  const card = page.getByRole('listitem').filter({ hasText: comment });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Bad');
  await expect(card).toContainText(creatorAccount.email);
  const image = card.getByRole('img', { name: /^Rated Bad: White Packshot, by / });
  await expect(image).toBeVisible();
  // The picture itself arrived, not just its frame.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // The URL keeps the filter: a reload (or a shared link) shows the same ratings.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Rating' })).toHaveValue('Bad');
  await expect(page.getByRole('listitem').filter({ hasText: comment })).toHaveCount(1);
});
