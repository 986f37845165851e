import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { REPO_ROOT } from '../paths';
import { stopChild } from '../provision/stop-child';

/** The part of oidc-provider's `Provider` this module uses. */
interface OidcProvider {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
}
type OidcProviderClass = new (issuer: string, configuration: object) => OidcProvider;

/**
 * Creates the provider, passing the notices oidc-provider prints on the console while it loads and
 * starts (development-only features in use, runtime support) to `onNotice`. Loaded on first use,
 * so importing this module prints nothing.
 */
async function createProvider(
  issuer: string,
  configuration: object,
  onNotice: (message: string) => void,
): Promise<OidcProvider> {
  const { warn, info } = console;
  console.warn = console.info = (...args: unknown[]) => onNotice(args.join(' '));
  try {
    // @ts-expect-error -- oidc-provider ships no type declarations; the part used is typed above.
    const { default: Provider } = (await import('oidc-provider')) as { default: OidcProviderClass };
    return new Provider(issuer, configuration);
  } finally {
    console.warn = warn;
    console.info = info;
  }
}

/** What a relying party needs to know to talk to the provider. */
export interface LocalOidcClient {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface LocalOidcProvider extends LocalOidcClient {
  close(): Promise<void>;
}

export const LOCAL_OIDC_CLIENT_ID = 'snapshot-studio-local';

/**
 * A real OpenID Provider (panva's oidc-provider, the certified implementation) on a free
 * 127.0.0.1 port, standing in for Google: one confidential client, authorization code with PKCE,
 * and its development login pages, where any login and password are accepted.
 *
 * The login decides who you are, the way a test needs:
 * - it is the `email` claim when it contains '@' (no email claim otherwise);
 * - `email_verified` is true unless the login starts with 'unverified';
 * - `given_name` / `family_name` come from the part before '@' ('ada.lovelace' → Ada, Lovelace;
 *   a single word has no family name);
 * - `sub` is a Google-like number derived from the lower-cased login, the same on every start.
 *
 * Like Google's, its ID tokens carry the email and profile claims themselves.
 */
export async function startLocalOidcProvider(options: {
  redirectUris: string[];
  port?: number;
  clientSecret?: string;
  /** Where oidc-provider's own start-up notices go; standard error by default. */
  onNotice?: (message: string) => void;
}): Promise<LocalOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject).listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    format: 'jwk',
  });

  const configuration = {
    clients: [
      {
        client_id: LOCAL_OIDC_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
        // Lets pairwiseIdentifier turn the login into a Google-like subject.
        subject_type: 'pairwise',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'local-1', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    responseTypes: ['code'],
    subjectTypes: ['public', 'pairwise'],
    pairwiseIdentifier: (_ctx: unknown, accountId: string) => subjectFor(accountId),
    scopes: ['openid', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Google puts the scopes' claims in the ID token; by default oidc-provider keeps them for
    // the userinfo endpoint only.
    conformIdTokenClaims: false,
    findAccount: (_ctx: unknown, login: string) => ({
      accountId: login,
      claims: () => claimsFor(login),
    }),
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    renderError(ctx: { type: string; body: string }, out: Record<string, string>) {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Local OpenID provider</title><h1>Error</h1><pre>${escapeHtml(
        JSON.stringify(out, null, 2),
      )}</pre>`;
    },
  };
  const onNotice = options.onNotice ?? ((message: string) => process.stderr.write(`${message}\n`));
  const provider = await createProvider(issuer, configuration, onNotice).catch(async (error) => {
    await new Promise((resolve) => server.close(resolve));
    throw error;
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId: LOCAL_OIDC_CLIENT_ID,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The claims the provider asserts for a login (see startLocalOidcProvider). */
export function claimsFor(login: string): Record<string, string | boolean> {
  const local = login.split('@')[0]!;
  const [given, ...family] = local
    .split(/[._+-]+/)
    .filter(Boolean)
    .map(capitalise);
  const claims: Record<string, string | boolean> = { sub: subjectFor(login) };
  if (login.includes('@')) {
    claims.email = login;
    claims.email_verified = !login.toLowerCase().startsWith('unverified');
  }
  if (given) {
    claims.given_name = given;
    claims.name = [given, ...family].join(' ');
  }
  if (family.length) claims.family_name = family.join(' ');
  return claims;
}

/** A stable, Google-like numeric subject for a login. */
export function subjectFor(login: string): string {
  const digest = createHash('sha256').update(login.trim().toLowerCase()).digest();
  return `1${digest.readBigUInt64BE(0).toString().padStart(20, '0')}`;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

export interface LocalOidcProviderProcess extends LocalOidcClient {
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The same provider in a process of its own (run-local-oidc-provider.ts), for the browser tests'
 * stack. Its output after the first line goes to `logFile`.
 */
export async function spawnLocalOidcProvider(options: {
  redirectUris: string[];
  logFile: string;
  timeoutMs?: number;
}): Promise<LocalOidcProviderProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(REPO_ROOT, 'infra/src/testing/run-local-oidc-provider.ts'),
      ...options.redirectUris,
    ],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const log = createWriteStream(options.logFile, { flags: 'a' });
  child.stderr!.pipe(log, { end: false });
  child.once('exit', () => log.end());
  const lines = createInterface({ input: child.stdout! });
  try {
    const client = await new Promise<LocalOidcClient>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`The local OpenID provider did not start; see ${options.logFile}`)),
        options.timeoutMs ?? 30_000,
      );
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`The local OpenID provider exited (${signal ?? `code ${code}`})`));
      });
      lines.on('line', (line) => {
        // The client line holds the secret; it goes to the caller, not to the log.
        const parsed = parseClientLine(line);
        if (parsed) {
          clearTimeout(timer);
          resolve(parsed);
        } else {
          log.write(`${line}\n`);
        }
      });
    });
    return { ...client, child, stop: () => stopChild(child) };
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}

/** The provider's one JSON line; anything else it prints (its own notices) is not it. */
function parseClientLine(line: string): LocalOidcClient | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    const value = JSON.parse(line) as Partial<LocalOidcClient>;
    if (value.issuer && value.clientId && value.clientSecret) return value as LocalOidcClient;
  } catch {
    // Not the line we wait for.
  }
  return undefined;
}
