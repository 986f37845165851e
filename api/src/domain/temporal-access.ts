import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { parseEnvironment } from './environment';

/**
 * How the API and the worker reach a Temporal that is not on this machine: TLS, with or without a
 * client certificate (mTLS, a self-hosted cluster or Temporal Cloud's certificates), and/or an
 * API key (Temporal Cloud's other way in). Spread into the SDK's connection options.
 */
export interface TemporalAccess {
  tls?:
    | true
    | {
        clientCertPair?: { crt: Buffer; key: Buffer };
        serverRootCACertificate?: Buffer;
        serverNameOverride?: string;
      };
  apiKey?: string;
}

const path = z.string().min(1).optional();
const accessEnv = z
  .object({
    /** `true` for TLS without a client certificate; on by itself with a certificate or a key. */
    TEMPORAL_TLS: z.enum(['true', 'false']).optional(),
    TEMPORAL_TLS_CERT_PATH: path,
    TEMPORAL_TLS_KEY_PATH: path,
    /** The server's CA, when the operating system does not trust it (a private cluster). */
    TEMPORAL_TLS_CA_PATH: path,
    TEMPORAL_TLS_SERVER_NAME: z.string().min(1).optional(),
    TEMPORAL_API_KEY: z.string().min(1).optional(),
  })
  .refine((e) => !e.TEMPORAL_TLS_CERT_PATH === !e.TEMPORAL_TLS_KEY_PATH, {
    path: ['TEMPORAL_TLS_KEY_PATH'],
    message: 'set TEMPORAL_TLS_CERT_PATH and TEMPORAL_TLS_KEY_PATH together, or neither',
  })
  .refine(
    (e) =>
      e.TEMPORAL_TLS !== 'false' ||
      (!e.TEMPORAL_TLS_CERT_PATH && !e.TEMPORAL_TLS_CA_PATH && !e.TEMPORAL_API_KEY),
    {
      path: ['TEMPORAL_TLS'],
      message: 'a client certificate, a CA or an API key needs TLS; leave TEMPORAL_TLS unset',
    },
  );

/** The access settings in `env`; none for a plain local server. Certificate files are read now. */
export function loadTemporalAccess(env: NodeJS.ProcessEnv): TemporalAccess {
  // An empty variable is an unset one (compose passes `${TEMPORAL_API_KEY:-}` through).
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const e = parseEnvironment(accessEnv, given, 'Temporal access');
  const read = (name: keyof typeof e) => {
    const file = e[name]!;
    try {
      return readFileSync(file);
    } catch (error) {
      throw new Error(`${name}=${file} could not be read: ${(error as Error).message}`, {
        cause: error,
      });
    }
  };
  const files = {
    ...(e.TEMPORAL_TLS_CERT_PATH
      ? {
          clientCertPair: {
            crt: read('TEMPORAL_TLS_CERT_PATH'),
            key: read('TEMPORAL_TLS_KEY_PATH'),
          },
        }
      : {}),
    ...(e.TEMPORAL_TLS_CA_PATH ? { serverRootCACertificate: read('TEMPORAL_TLS_CA_PATH') } : {}),
    ...(e.TEMPORAL_TLS_SERVER_NAME ? { serverNameOverride: e.TEMPORAL_TLS_SERVER_NAME } : {}),
  };
  const tlsOn =
    e.TEMPORAL_TLS === 'true' || Object.keys(files).length > 0 || Boolean(e.TEMPORAL_API_KEY);
  return {
    ...(tlsOn ? { tls: Object.keys(files).length > 0 ? files : true } : {}),
    ...(e.TEMPORAL_API_KEY ? { apiKey: e.TEMPORAL_API_KEY } : {}),
  };
}
