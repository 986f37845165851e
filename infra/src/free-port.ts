import { readFileSync } from 'node:fs';
import net from 'node:net';

/**
 * Where listening ports are picked: below the kernel's ephemeral range. A port the kernel hands
 * out for `listen(0)` comes from that range, the one it also takes outgoing connections' local
 * ports from; between the moment it is found free and the moment a server (nginx, Temporal,
 * Postgres) binds it, any connection to the database could take it, and the server fails with
 * EADDRINUSE (seen in CI: nginx's proxy for the chaos cluster). Below the range, only another
 * listener can — and each test process picks from a slice of its own, handing its ports out in
 * turn, so two processes (Jest's or Playwright's workers) never pick the same port either.
 */
const LOWEST = 10_000;
const SLICES = 8;

function ephemeralRangeStart(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/);
    const start = Number(low);
    return Number.isInteger(start) && start > LOWEST + 1000 ? start : 32_768;
  } catch {
    return 32_768; // Linux's default, and not Linux: the same range is a safe guess
  }
}

/** This process's slice of the range: by its Jest or Playwright worker number, else the first. */
function slice(): { start: number; size: number } {
  const size = Math.floor((ephemeralRangeStart() - LOWEST) / SLICES);
  const worker = Number(process.env.JEST_WORKER_ID ?? process.env.TEST_WORKER_INDEX ?? 0);
  const index = Number.isInteger(worker) ? worker % SLICES : 0;
  return { start: LOWEST + index * size, size };
}

const range = slice();
/** Where the next pick starts: a random place in the slice, then onwards. */
let next = Math.floor(Math.random() * range.size);

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A TCP port on 127.0.0.1 that nothing listens on right now, below the ephemeral range, from
 * this process's own slice, never one it handed out before (until the slice wraps round).
 */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < 200; tries++) {
    const port = range.start + (next++ % range.size);
    if (await canListen(port)) return port;
  }
  throw new Error(
    `No free port in ${range.start}–${range.start + range.size - 1} after 200 tries.`,
  );
}
