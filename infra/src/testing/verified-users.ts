import request from 'supertest';
import { linkIn } from './mail-catcher';
import { type TestApp } from './test-app';
import { CSRF, registerAndSignIn, type SignedIn } from './test-users';

/**
 * A signed-up creator who followed the link in their verification mail, as a person would: the
 * AI features (analysis, enhancement, packshots) need a verified email.
 */
export async function registerVerified(t: TestApp): Promise<SignedIn> {
  const creator = await registerAndSignIn(t.app);
  const token = new URL(
    linkIn(await t.mail.waitForMail(creator.email), '/verify-email'),
  ).searchParams.get('token');
  await request(t.app.callback())
    .post('/api/auth/verify-email')
    .set(CSRF)
    .send({ token })
    .expect(200);
  return creator;
}
