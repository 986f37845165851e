/**
 * What `npm start` tells the person running it about optional services that are off, and how to
 * turn them on. The visitors of the app never see these: the app only tells them the service is
 * not available (Google sign-in sends them back to the sign-in screen saying so).
 */
export function googleSignInNotice(env: NodeJS.ProcessEnv, publicUrl: string): string | null {
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) return null;
  return [
    'Google sign-in: off, so "Continue with Google" returns to the sign-in screen saying it is not',
    'available here. To enable it, create an OAuth client (type "Web application") in the Google',
    `Cloud console with the redirect URI ${publicUrl}/auth/google/callback, then start again with`,
    'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET set to its id and secret.',
  ].join('\n  ');
}
