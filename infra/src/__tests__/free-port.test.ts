import { readFileSync } from 'node:fs';
import net from 'node:net';
import { freePort } from '../free-port';

/** Servers the tests start (nginx, Temporal, Postgres) bind the ports freePort picks. */
it('picks distinct ports below the kernel’s ephemeral range, free to bind', async () => {
  const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/);
  const ports: number[] = [];
  for (let i = 0; i < 20; i++) ports.push(await freePort());
  expect(new Set(ports).size).toBe(20);
  for (const port of ports) {
    expect(port).toBeGreaterThanOrEqual(10_000);
    expect(port).toBeLessThan(Number(low));
  }
  const server = net.createServer();
  await new Promise<void>((resolve, reject) =>
    server.once('error', reject).listen(ports[0], '127.0.0.1', resolve),
  );
  await new Promise((resolve) => server.close(resolve));
});
