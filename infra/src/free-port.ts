import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import net from 'node:net';

/**
 * Where listening ports are picked: below the kernel's ephemeral range. A port the kernel hands
 * out for `listen(0)` comes from that range, the one it also takes outgoing connections' local
 * ports from; between the moment it is found free and the moment a server (nginx, Temporal,
 * Postgres) binds it, any connection to the database could take it, and the server fails with
 * EADDRINUSE (seen in CI: nginx's proxy for the chaos cluster). Below the range, only another
 * listener can.
 */
const LOWEST = 10_000;

function ephemeralRangeStart(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/);
    const start = Number(low);
    return Number.isInteger(start) && start > LOWEST + 1000 ? start : 32_768;
  } catch {
    return 32_768; // Linux's default, and not Linux: the same range is a safe guess
  }
}

const HIGHEST = ephemeralRangeStart() - 1;

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A TCP port on 127.0.0.1 that nothing listens on right now, picked at random below the
 * ephemeral range so no outgoing connection takes it before its server binds it.
 */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < 50; tries++) {
    const port = randomInt(LOWEST, HIGHEST + 1);
    if (await canListen(port)) return port;
  }
  throw new Error(`No free port between ${LOWEST} and ${HIGHEST} after 50 tries.`);
}
