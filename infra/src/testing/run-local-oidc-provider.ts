import { startLocalOidcProvider } from './local-oidc-provider';

/**
 * Runs the local OpenID provider until SIGTERM or SIGINT, for the browser tests' stack:
 *
 *   node --import tsx infra/src/testing/run-local-oidc-provider.ts <redirect-uri>...
 *
 * Once it listens it prints one JSON line, `{"issuer", "clientId", "clientSecret"}`.
 */
async function run(): Promise<void> {
  const redirectUris = process.argv.slice(2);
  if (!redirectUris.length) throw new Error('Pass the client redirect URI(s) as arguments.');
  const provider = await startLocalOidcProvider({ redirectUris });
  const { issuer, clientId, clientSecret } = provider;
  console.log(JSON.stringify({ issuer, clientId, clientSecret }));
  try {
    await new Promise<void>((resolve) => {
      process.once('SIGTERM', () => resolve()).once('SIGINT', () => resolve());
    });
  } finally {
    await provider.close();
  }
}

run().catch((error) => {
  console.error(error);
  process.exit(1);
});
