import net from 'node:net';
import { freePort } from '@studio/infra/free-port';
import { createOrchestrator } from '../temporal/orchestrator';

/** A TCP relay on `port` to Temporal: Temporal "coming up" at that address. */
function relayTo(port: number, target: string): Promise<net.Server> {
  const [host, targetPort] = target.split(':');
  const server = net.createServer((socket) => {
    const upstream = net.connect(Number(targetPort), host);
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

// An API that started before Temporal could answer must connect once Temporal is there, without
// a restart (the SDK's lazy connection alone would keep its failed first attempt for good).
it('connects to Temporal once it comes up, after a failed first attempt', async () => {
  const port = await freePort();
  const orchestrator = createOrchestrator({
    address: `127.0.0.1:${port}`,
    namespace: 'default',
    taskQueue: 'unused',
  });
  await expect(orchestrator.checkHealth()).rejects.toThrow();

  const relay = await relayTo(port, process.env.TEMPORAL_ADDRESS!);
  try {
    await expect(orchestrator.checkHealth()).resolves.toBeUndefined();
  } finally {
    await orchestrator.close();
    await new Promise((resolve) => relay.close(resolve));
  }
});
