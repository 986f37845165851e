import { googleSignInNotice } from '../start-notices';

describe("npm start's Google sign-in notice", () => {
  const publicUrl = 'http://127.0.0.1:3000';

  it.each([
    ['neither is set', {}],
    ['only the client id is set', { GOOGLE_CLIENT_ID: 'id' }],
    ['only the secret is set', { GOOGLE_CLIENT_SECRET: 'secret' }],
  ])('says how to enable Google sign-in when %s', (_, env) => {
    const notice = googleSignInNotice(env, publicUrl);
    expect(notice).toMatch(/^Google sign-in: off/);
    expect(notice).toContain('GOOGLE_CLIENT_ID');
    expect(notice).toContain('GOOGLE_CLIENT_SECRET');
    // The redirect URI to register is this server's own callback.
    expect(notice).toContain('http://127.0.0.1:3000/auth/google/callback');
  });

  it('says nothing when both are set', () => {
    expect(
      googleSignInNotice({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }, publicUrl),
    ).toBeNull();
  });
});
