import { test } from '@playwright/test';

import { type Account, newAccount, registerViaApi } from './accounts';
import { makeManager } from './database';

/**
 * In the calling describe: one manager, made before its tests and shared by them (a file's tests
 * run one after another in one worker). Answers that manager's account.
 */
export function sharedManager(label: string): () => Account {
  let account: Account | undefined;
  test.beforeAll(async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const made = newAccount(test.info(), label);
    await registerViaApi(api, made);
    await api.dispose();
    await makeManager(made.email);
    account = made;
  });
  return () => {
    if (!account) throw new Error('The manager is made in beforeAll');
    return account;
  };
}
