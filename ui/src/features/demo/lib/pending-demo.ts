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

export function savePendingDemo(demo: Omit<PendingDemo, 'timestamp'>, now = Date.now()) {
  const value: PendingDemo = { ...demo, timestamp: now };
  localStorage.setItem(PENDING_DEMO_KEY, JSON.stringify(value));
}

/**
 * The stored demo if it is still valid. An expired, malformed or unparseable one is deleted, so
 * it is never offered again.
 */
export function readPendingDemo(now = Date.now()): PendingDemo | null {
  const raw = localStorage.getItem(PENDING_DEMO_KEY);
  if (raw === null) return null;
  const demo = parse(raw);
  if (!demo || now - demo.timestamp >= PENDING_DEMO_TTL_MS) {
    clearPendingDemo();
    return null;
  }
  return demo;
}

export function clearPendingDemo() {
  localStorage.removeItem(PENDING_DEMO_KEY);
}

function parse(raw: string): PendingDemo | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { image, workflow, timestamp } = value as Record<string, unknown>;
  if (typeof image !== 'string' || image === '') return null;
  if (typeof workflow !== 'string' || workflow === '') return null;
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return null;
  return { image, workflow, timestamp };
}
