import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { setTimeout as pause } from 'node:timers/promises';
import { waitForUnreadUploads } from '../http/unread-uploads';

const BODY = 2 * 1024 * 1024;
const CHUNK = 256 * 1024;
/** Node's keep-alive timer, shortened so that the client's stall below outlasts it. */
const KEEP_ALIVE_MS = 500;
const STALL_MS = 4 * KEEP_ALIVE_MS;

/** A server that refuses every upload before reading it, as the body parser refuses one too big. */
async function refusingServer(fixed: boolean): Promise<Server> {
  const server = createServer({ keepAliveTimeout: KEEP_ALIVE_MS }, (req, res) => {
    // As the body parser does when the declared length is over its limit: it stops the stream.
    req.pause();
    res.statusCode = 413;
    res.end('{"error":"payload_too_large"}');
  });
  if (fixed) waitForUnreadUploads(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/**
 * Uploads BODY bytes, stalling once after the answer has come: answers how much of the body
 * went out before the server closed the connection, and the answer.
 */
async function uploadWithStall(server: Server) {
  const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  let closed = false;
  socket.on('data', (data) => (answer += data.toString()));
  socket.on('close', () => (closed = true));
  socket.on('error', () => {});
  const answered = new Promise((resolve) => socket.once('data', resolve));
  socket.write(
    `POST /upload HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nContent-Length: ${BODY}\r\n\r\n`,
  );
  socket.write(Buffer.alloc(CHUNK, 97));
  await answered;
  // The client stalls (a slow network, a busy machine) after the server has answered.
  await pause(STALL_MS);
  let sent = CHUNK;
  while (sent < BODY && !closed) {
    await new Promise<void>((resolve) => socket.write(Buffer.alloc(CHUNK, 97), () => resolve()));
    sent += CHUNK;
  }
  const stillOpen = !closed;
  socket.destroy();
  return { stillOpen, sent, status: answer.split('\r\n')[0] };
}

describe('an upload refused before it is read', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  it("is cut off by Node's keep-alive timer when the client pauses (why the fix exists)", async () => {
    server = await refusingServer(false);
    const result = await uploadWithStall(server);
    expect(result).toMatchObject({ stillOpen: false, status: 'HTTP/1.1 413 Payload Too Large' });
    expect(result.sent).toBeLessThan(BODY);
  });

  it('keeps its connection while the rest of the body arrives, through the client’s pause', async () => {
    server = await refusingServer(true);
    const result = await uploadWithStall(server);
    expect(result).toEqual({
      stillOpen: true,
      sent: BODY,
      status: 'HTTP/1.1 413 Payload Too Large',
    });
  });
});
