import * as oidc from 'openid-client';
import { z } from 'zod';
import { clock } from '../platform/clock';

/** The OAuth client the app's admin registered with Google (or another OpenID provider). */
export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  /** https://accounts.google.com, or a local provider in tests. */
  issuerUrl: string;
}

/** What the callback must check, kept in the session between the redirect and the callback. */
export const googleFlowSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(1),
  startedAt: z.number(),
});
export type GoogleFlow = z.infer<typeof googleFlowSchema>;

/**
 * Takes the flow a sign-in kept in the session, once: each flow answers one callback, whatever
 * its outcome. Null when none was started in this browser (or the session holds something else).
 */
export function takeGoogleFlow(session: Record<string, unknown> | null): GoogleFlow | null {
  const kept = googleFlowSchema.safeParse(session?.googleFlow);
  if (session) delete session.googleFlow;
  return kept.success ? kept.data : null;
}

/** Who the provider says signed in, from its signed ID token. */
export interface GoogleClaims {
  subject: string;
  email?: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  name?: string;
}

/** Why a sign-in could not finish; the callback logs it and sends the browser back to /auth. */
export class GoogleSignInError extends Error {
  constructor(
    readonly reason:
      | 'discovery_failed'
      | 'no_flow'
      | 'flow_expired'
      | 'provider_error'
      | 'invalid_response'
      | 'missing_claims',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'GoogleSignInError';
  }
}

export interface GoogleOidc {
  /** Where to send the browser, and the checks to keep in the session for the callback. */
  start(): Promise<{ url: URL; flow: GoogleFlow }>;
  /** Checks the provider's answer against the kept flow, redeems the code, reads the ID token. */
  finish(callbackUrl: URL, flow: GoogleFlow): Promise<GoogleClaims>;
}

const SCOPE = 'openid email profile';
/** A sign-in left on Google's pages longer than this must start again. */
const FLOW_MAX_AGE_MS = 10 * 60 * 1000;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** https, or plain http on this machine only (a local provider in tests and development). */
export function isAllowedIssuerUrl(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' || (protocol === 'http:' && LOOPBACK_HOSTS.has(hostname));
}

/**
 * OpenID Connect authorization code flow with PKCE (S256), state and nonce, through
 * openid-client. The provider's metadata is discovered on first use and kept; a failed discovery
 * is retried on the next sign-in, so the API starts even when the provider is unreachable.
 */
export function createGoogleOidc(settings: GoogleSettings, redirectUri: string): GoogleOidc {
  if (!isAllowedIssuerUrl(settings.issuerUrl)) {
    throw new Error(`The OpenID issuer must use https: ${settings.issuerUrl}`);
  }
  const issuer = new URL(settings.issuerUrl);
  let configuration: Promise<oidc.Configuration> | undefined;

  const discover = () => {
    configuration ??= oidc
      .discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        timeout: 10,
        execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw new GoogleSignInError(
          'discovery_failed',
          `Could not read the OpenID configuration of ${issuer.href}`,
          { cause: error },
        );
      });
    return configuration;
  };

  return {
    async start() {
      const config = await discover();
      const flow: GoogleFlow = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        startedAt: clock.nowMs(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: SCOPE,
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, flow };
    },

    async finish(callbackUrl, flow) {
      if (clock.nowMs() - flow.startedAt > FLOW_MAX_AGE_MS) {
        throw new GoogleSignInError('flow_expired', 'The sign-in took too long.');
      }
      const config = await discover();
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        if (error instanceof oidc.AuthorizationResponseError) {
          throw new GoogleSignInError(
            'provider_error',
            `The provider answered ${error.error}${error.error_description ? `: ${error.error_description}` : ''}`,
            { cause: error },
          );
        }
        throw new GoogleSignInError('invalid_response', 'The sign-in response was refused.', {
          cause: error,
        });
      }
      return readClaims(tokens.claims());
    },
  };
}

function readClaims(claims: oidc.IDToken | undefined): GoogleClaims {
  if (!claims?.sub) throw new GoogleSignInError('missing_claims', 'The ID token has no subject.');
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() ? value.trim() : undefined;
  return {
    subject: claims.sub,
    email: text(claims.email),
    // Google sends a boolean; some providers send the string "true".
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    name: text(claims.name),
  };
}
