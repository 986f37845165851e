import { expiringItem } from '@/lib/expiring-item';

/**
 * A demo a signed-out visitor started: the product photo and the chosen workflow wait in local
 * storage until they sign in, then the demo modal (issue 7) runs them.
 */
export type PendingDemo = {
  /** The product photo as a data URL. */
  image: string;
  /** The demo workflow, e.g. 'white-background' or 'White Packshot'. */
  workflow: string;
  /** When it was stored, in milliseconds since the epoch. */
  timestamp: number;
};

export const PENDING_DEMO_KEY = 'snapshot-studio:demo';

/** A pending demo is valid for one hour from its timestamp (spec section 4). */
export const PENDING_DEMO_TTL_MS = 60 * 60 * 1000;

const pendingDemo = expiringItem<PendingDemo>(
  PENDING_DEMO_KEY,
  PENDING_DEMO_TTL_MS,
  ({ image, workflow }) =>
    typeof image === 'string' && image !== '' && typeof workflow === 'string' && workflow !== ''
      ? { image, workflow }
      : null,
);

export const savePendingDemo = pendingDemo.save;
/**
 * The stored demo if it is still valid. An expired, malformed or unparseable one is deleted, so
 * it is never offered again.
 */
export const readPendingDemo = pendingDemo.read;
export const clearPendingDemo = pendingDemo.clear;
