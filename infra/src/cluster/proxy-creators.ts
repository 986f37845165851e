import { randomUUID } from 'node:crypto';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@studio/api/contract/csrf';
import { grantCredits } from '@studio/api/domain/credits/ledger';
import { type Database } from '@studio/api/domain/database';
import { markEmailVerified, registerUser } from '@studio/api/domain/users/user-accounts';

export const JSON_REQUEST = {
  'content-type': 'application/json',
  [CSRF_HEADER]: CSRF_HEADER_VALUE,
} as const;

/**
 * A verified creator with `credits`, signed in through `baseUrl` (a cluster's proxy) as a browser
 * would be: their id, email and session cookie.
 */
export async function signedInCreator(
  db: Database,
  baseUrl: string,
  credits: number,
): Promise<{ userId: string; email: string; cookie: string }> {
  const email = `creator-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'correct horse battery';
  const user = await registerUser(db, { email, password, firstName: 'Clu', lastName: 'Ster' });
  await markEmailVerified(db, user.id);
  await grantCredits(db, { userId: user.id, amount: credits, idempotencyKey: `c:${user.id}` });
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: JSON_REQUEST,
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`Sign-in answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { userId: user.id, email, cookie };
}

/** Starts a snap through `baseUrl` as the creator's browser does; answers its execution id. */
export async function startSnap(
  baseUrl: string,
  cookie: string,
  snapId: string,
  image: string,
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/snaps/execute`, {
    method: 'POST',
    headers: { ...JSON_REQUEST, cookie },
    body: JSON.stringify({ snapId, inputs: { image } }),
  });
  if (response.status !== 202) {
    throw new Error(
      `POST /api/snaps/execute answered ${response.status}: ${await response.text()}`,
    );
  }
  return ((await response.json()) as { executionId: string }).executionId;
}
