import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import path from 'node:path';
import { connect } from 'node:net';
import { API_ERRORS } from '../contract/error-codes';

// Requests Node's HTTP parser refuses before the app runs still get the API's error body.
let server: ChildProcess;
let port: number;
beforeAll(async () => {
  server = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'fixtures', 'client-error-server.ts')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const [line] = (await once(server.stdout!, 'data')) as [Buffer];
  port = Number(line.toString().trim());
});
afterAll(() => {
  server.kill();
});

it('answers an address over the header limit 431 with the error body', async () => {
  const response = await fetch(`http://127.0.0.1:${port}/api/products?q=${'x'.repeat(20_000)}`);
  expect(response.status).toBe(431);
  expect(await response.json()).toEqual({
    error: 'headers_too_large',
    message: API_ERRORS.headers_too_large.message,
  });
});

it('answers bytes that are not HTTP 400 with the error body', async () => {
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('end', () => resolve(text)).on('error', reject);
  });
  const [head, body] = answer.split('\r\n\r\n');
  expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
  expect(head).toContain('Content-Type: application/json');
  expect(JSON.parse(body!)).toEqual({
    error: 'malformed_request',
    message: API_ERRORS.malformed_request.message,
  });
});

it('lets clients still uploading large bodies read the refusal', async () => {
  // Closing with an upload unread makes TCP reset the connection, and a client then loses the
  // answer already sent: several at once made that happen nearly every time.
  const upload = () =>
    new Promise<number | string>((resolve) => {
      const outgoing = request(`http://127.0.0.1:${port}/api/products?q=${'x'.repeat(20_000)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      });
      outgoing.on('response', (response) => resolve(response.statusCode!));
      outgoing.on('error', (error) => resolve(error.message));
      outgoing.end(Buffer.alloc(14 * 1024 * 1024, 'x'));
    });
  const statuses = await Promise.all(Array.from({ length: 16 }, upload));
  expect(statuses).toEqual(statuses.map(() => 431));
});
