import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@studio/api/contract/csrf';
import { type User } from '@studio/api/contract/auth';
import { type createApp } from '@studio/api/app';
import { type Database } from '@studio/api/domain/database';
import { promoteToManager } from '@studio/api/domain/users/user-admin';

export const CSRF = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

export interface SignedIn {
  /** Keeps the session cookie between calls, like a browser. */
  agent: ReturnType<typeof request.agent>;
  user: User;
  email: string;
  password: string;
}

/** A unique address per call, so tests never collide on the unique email index. */
export function uniqueEmail(prefix = 'creator'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Registers a new account through the API and answers an agent signed in as it. */
export async function registerAndSignIn(
  app: ReturnType<typeof createApp>,
  account: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
): Promise<SignedIn> {
  const agent = request.agent(app.callback());
  const email = account.email ?? uniqueEmail();
  const password = account.password ?? 'correct horse battery';
  const response = await agent
    .post('/api/auth/register')
    .set(CSRF)
    .send({
      email,
      password,
      firstName: account.firstName ?? 'Casey',
      lastName: account.lastName ?? 'Creator',
    })
    .expect(201);
  return { agent, user: response.body, email, password };
}

/** Registers "Mona Manager", gives her the manager role and answers her signed-in agent. */
export async function registerManager(
  app: ReturnType<typeof createApp>,
  db: Database,
): Promise<SignedIn> {
  const manager = await registerAndSignIn(app, { firstName: 'Mona', lastName: 'Manager' });
  await promoteToManager(db, manager.email);
  return manager;
}
