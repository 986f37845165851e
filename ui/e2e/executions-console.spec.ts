import { type Browser, type Page, expect, test } from '@playwright/test';

import { loginViaApi, newAccount, registerViaApi } from './support/accounts';
import { expectNoViolationsNow } from './support/axe';
import { changeCredits, makeManager, markVerified } from './support/database';
import {
  balanceOf,
  libraryCount,
  publishNextVersion,
  publishSnap,
  runEnded,
  runSnap,
  runState,
  sceneGraph,
  setOutages,
} from './support/executions';

// The executions console's whole journey, as issue 14's "Done when" lists it: a provider outage
// fails three creators' runs; an operator finds them by error code, reads a run's attempts,
// replays one from the failed step and one from the start on the latest version, bulk-replays the
// rest, cancels a run that hangs (checked against Temporal), and finds every action in the audit
// log with its reason.
// One test: the steps build on each other.

test.setTimeout(300_000);

/** A verified creator with tokens to spend, signed in on a context of their own. */
async function creatorContext(browser: Browser) {
  const context = await browser.newContext();
  const account = newAccount(test.info(), 'creator');
  const user = await registerViaApi(context.request, account);
  await markVerified(user.id);
  await changeCredits(user.id, 100);
  return context.request;
}

const runRow = (page: Page, id: string) => page.getByTestId(`execution-${id}`);
const runPage = (id: string) => `/manager/workflow-executions/${id}`;

async function reasonAndConfirm(page: Page, reason: string, confirm: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toBeHidden();
}

test('an operator finds failed runs, reads their attempts, replays, bulk-replays and cancels', async ({
  page,
  browser,
}) => {
  const marker = `drill-${test.info().testId.slice(0, 8)}-${Date.now()}`;
  const name = `Shelf scene ${marker}`;
  const { snapId, workflowId } = await publishSnap(
    name,
    sceneGraph(marker, 'a sunlit studio shelf'),
  );
  const creator = await creatorContext(browser);

  // The scenes provider is down for this snap's prompt: three runs fail once their retries end.
  await setOutages(marker, { capability: 'scenes' });
  const failed = await Promise.all([0, 1, 2].map(() => runSnap(creator, snapId)));
  for (const id of failed) {
    expect(await runEnded(creator, id)).toMatchObject({
      status: 'failed',
      error: { code: 'http_503' },
    });
  }
  await setOutages(marker);
  const balance = await balanceOf(creator);
  const library = await libraryCount(creator);

  const manager = newAccount(test.info(), 'operator');
  await registerViaApi(page.request, manager);
  await makeManager(manager.email);
  await loginViaApi(page.request, manager);
  await page.setViewportSize({ width: 1440, height: 1000 });

  // Filtering by error code (and this snap) finds the three, and the URL reproduces the view.
  await page.goto('/manager/workflow-executions');
  await page.getByLabel('Snap').selectOption({ label: name });
  await page.getByRole('textbox', { name: 'Error code' }).fill('http_503');
  await expect(page).toHaveURL(/errorCode=http_503/);
  await expect(page).toHaveURL(new RegExp(`snapId=${snapId}`));
  for (const id of failed) await expect(runRow(page, id)).toHaveAttribute('data-status', 'failed');
  await expect(page.locator('tbody tr')).toHaveCount(3);
  // The error column keeps room for its message (the walk found it cut to "The content…").
  const error = runRow(page, failed[0]!).getByRole('cell').last();
  await expect(error).toContainText('http_503');
  expect((await error.boundingBox())!.width).toBeGreaterThanOrEqual(240);
  const filteredUrl = page.url();
  // Back undoes the last filter (the error code typed) and stays on the console.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/manager/workflow-executions\\?snapId=${snapId}$`));
  await expect(page.getByRole('textbox', { name: 'Error code' })).toHaveValue('');

  await page.goto(filteredUrl);
  await expect(page.locator('tbody tr')).toHaveCount(3);

  // Cost per step shown beside the filter, from the Columns menu: each run's priced steps.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Cost per step' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'Cost per step' })).toBeVisible();
  await expect(page.locator('tbody tr').first().getByRole('listitem').first()).toBeVisible();
  const viewUrl = page.url();
  expect(viewUrl).toContain('columns=');

  // The filter and its columns saved as a view, kept on the server: after a reload it opens
  // both again.
  const views = page.getByRole('region', { name: 'Saved views' });
  await views.getByRole('button', { name: 'Save view' }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save this view' });
  await saveDialog.getByRole('textbox', { name: 'Name' }).fill(`Drill ${marker}`);
  await saveDialog.getByRole('button', { name: 'Save view' }).click();
  await expect(views.getByRole('link', { name: `Drill ${marker}` })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.goto('/manager/workflow-executions');
  await page.reload();
  await views.getByRole('link', { name: `Drill ${marker}` }).click();
  // The same address, a comma written as it is or as %2C.
  await expect.poll(() => decodeURIComponent(page.url())).toBe(decodeURIComponent(viewUrl));
  await expect(page.locator('tbody tr')).toHaveCount(3);
  await expect(page.getByRole('columnheader', { name: 'Cost per step' })).toBeVisible();

  // A run's timeline: the scene step with each of its four attempts, the last one failed.
  const [first, second] = failed as [string, string, string];
  await runRow(page, first).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(runPage(first)));
  await expect(page.getByTestId('attempt-scene-4')).toHaveAttribute('data-outcome', 'failed');
  for (const attempt of [1, 2, 3])
    await expect(page.getByTestId(`attempt-scene-${attempt}`)).toHaveAttribute(
      'data-outcome',
      'retried',
    );
  await expect(page.getByTestId('attempt-cutout-1')).toHaveAttribute('data-outcome', 'succeeded');
  // Temporal's history on the page: the scene's failed attempt, with why.
  const history = page.getByRole('region', { name: 'Temporal history' });
  await history.getByRole('button', { name: 'Show the history' }).click();
  await history.getByRole('textbox', { name: 'Find events' }).fill('scene');
  const failedScene = history.locator('[data-type="ActivityTaskFailed"]');
  await expect(failedScene).toHaveCount(1);
  await expect(failedScene).toContainText('runNode (scene)');
  await expectNoViolationsNow(page, 'a run’s Temporal history', page.viewportSize()!.width);

  // Replay from the failed step: the cut-out is reused, only the scene runs again.
  await page.getByRole('button', { name: 'Replay run' }).click();
  await page.getByRole('radio', { name: /From the failed step/ }).check();
  await reasonAndConfirm(page, 'Scenes provider is back (drill over)', 'Start replay');
  await expect(page).not.toHaveURL(new RegExp(runPage(first)));
  const fromStep = page.url().split('/').pop()!;
  expect(await runEnded(creator, fromStep)).toMatchObject({ status: 'succeeded' });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Timeline' })).toBeVisible();
  await expect(page.getByTestId('attempt-scene-1')).toHaveAttribute('data-outcome', 'succeeded');
  // Temporal's history of the replay has no activity for the reused step.
  const timeline = (await (
    await page.request.get(`/api/executions/${fromStep}/timeline`)
  ).json()) as {
    nodes: { nodeId: string }[];
  };
  expect(timeline.nodes.map((n) => n.nodeId)).toEqual(['scene']);
  await expect(page.getByText('Reused from the original run').first()).toBeVisible();

  expect(await libraryCount(creator)).toBe(library + 1);
  expect(await balanceOf(creator)).toBe(balance);

  // Replay from the start on the latest version: version 2 runs.
  expect(await publishNextVersion(workflowId, sceneGraph(marker, 'a marble kitchen counter'))).toBe(
    2,
  );
  await page.goto(runPage(second));
  await page.getByRole('button', { name: 'Replay run' }).click();
  await page.getByRole('radio', { name: /The latest version/ }).check();
  await expect(page.getByRole('dialog')).toContainText('version 2');
  await reasonAndConfirm(page, 'Rerun on the marble counter', 'Start replay');
  await expect(page).not.toHaveURL(new RegExp(runPage(second)));
  const fromStart = page.url().split('/').pop()!;
  expect(await runEnded(creator, fromStart)).toMatchObject({ status: 'succeeded' });
  expect((await runState(creator, fromStart)) as unknown).toMatchObject({ version: 2 });
  await page.reload();
  await expect(page.getByRole('link', { name: `${name} v2` })).toBeVisible();

  // The failed run beside its successful replay: the scene step differs, and so do the versions.
  await page
    .getByRole('region', { name: 'Replays' })
    .getByRole('link', { name: 'Compare with it' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Comparing two runs' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'First run' })).toContainText('Failed');
  await expect(page.getByRole('region', { name: 'Second run' })).toContainText('Succeeded');
  await expect(page.getByRole('region', { name: 'Second run' })).toContainText(
    'A replay of the other run',
  );
  await expect(page.getByTestId('compare-step-scene')).toHaveAttribute('data-differs', 'true');
  await expect(page.getByTestId('compare-step-scene')).toContainText('Status: failed → succeeded');
  await expect(page.getByTestId('comparison-summary')).toContainText('version 1 → 2');
  await expect(page.getByRole('region', { name: 'Graphs' })).toContainText(
    'a marble kitchen counter',
  );
  const desktop = page.viewportSize()!;
  await expectNoViolationsNow(page, 'two runs compared', desktop.width);
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoViolationsNow(page, 'two runs compared', 360);
  await page.setViewportSize(desktop);

  // Bulk replay of the filter: only the third run has no replay yet; progress shows to the end.
  await page.goto(`${filteredUrl}&notReplayed=true`);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await page.getByRole('button', { name: /Replay runs/ }).click();
  const bulk = page.getByRole('dialog');
  await bulk.getByRole('radio', { name: /every run matching/i }).check();
  await expect(bulk).toContainText('1 run');
  await reasonAndConfirm(page, 'Replay what the outage left', 'Start bulk replay');
  const progress = page.getByRole('region', { name: 'Bulk replay' });
  await expect(progress).toContainText('1 succeeded', { timeout: 90_000 });
  await expect(progress).toContainText('Finished');

  expect(await libraryCount(creator)).toBe(library + 3);
  expect(await balanceOf(creator)).toBe(balance);

  // A run that hangs in a slow provider: the operator cancels it from its page.
  await setOutages(marker, { capability: 'scenes', delayMs: 600_000 });
  const hanging = await runSnap(creator, snapId);
  await expect.poll(async () => (await runState(creator, hanging)).status).toBe('running');
  await page.goto(runPage(hanging));
  await page.getByRole('button', { name: 'Cancel run' }).click();
  await reasonAndConfirm(page, 'Stuck in the slow-provider drill', 'Cancel run');
  expect(await runEnded(creator, hanging)).toMatchObject({ status: 'cancelled' });
  await setOutages(marker);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Audit log' })).toContainText(
    'Stuck in the slow-provider drill',
  );
  // The page and Temporal agree: the step that was running ended Cancelled, as did the steps that
  // never started (none shows Running, Waiting or Failed), and checking the run against Temporal
  // finds nothing to repair.
  const steps = page.getByRole('region', { name: 'Inputs and outputs' });
  await expect(steps).toContainText('Cancelled');
  await expect(steps).not.toContainText(/Running|Waiting/);
  const graph = page.getByRole('region', { name: 'Graph' });
  await expect(graph.getByTestId('run-state').filter({ hasText: 'Cancelled' })).not.toHaveCount(0);
  await expect(graph).not.toContainText(/Running|Waiting|Failed/);
  await page.getByRole('button', { name: 'Check against Temporal' }).click();
  await expect(page.getByText(/^Temporal says cancelled, and this page agrees/)).toBeVisible();

  // Every action is in the audit log, with its reason.
  await page.goto('/manager/workflow-executions/audit-log');
  await page.getByRole('textbox', { name: 'Actor' }).fill(manager.email);
  await expect(page).toHaveURL(/actor=/);
  const log = page.getByRole('list', { name: 'Audit entries' });
  for (const reason of [
    'Scenes provider is back (drill over)',
    'Rerun on the marble counter',
    'Replay what the outage left',
    'Stuck in the slow-provider drill',
  ])
    await expect(log).toContainText(reason);
  // The cancelled run found again from its Temporal workflow id (the run's own id,
  // executionWorkflowId), pasted as Temporal's Web UI shows it into the search box.
  const find = page.getByRole('search', { name: 'Find a run' });
  await find.getByRole('textbox').fill(`Workflow ID ${hanging}`);
  await find.getByRole('textbox').press('Enter');
  await expect(page).toHaveURL(new RegExp(`${runPage(hanging)}$`));
});
