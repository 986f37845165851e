import { STATUS_CODES, type Server } from 'node:http';
import { type Socket } from 'node:net';
import { API_ERRORS, type ApiErrorCode } from '../contract/error-codes';

/** How long a refused request's remaining upload is read and discarded before closing. */
const LINGER_MS = 5000;

/**
 * Requests Node's HTTP parser refuses before Koa sees them — an address or headers over Node's
 * 16 KB limit, bytes that are not HTTP — answered with the API's one error body rather than
 * Node's bare `400`/`431` with no body, so every refusal a client meets has a code. A socket that
 * is already gone (the client reset it) is just closed.
 */
export function answerClientErrors(server: Server): void {
  // Node's parser reports an error again for each later chunk of the same upload: answer once.
  const answered = new WeakSet<Socket>();
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (answered.has(socket)) return;
    answered.add(socket);
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const code: ApiErrorCode =
      error.code === 'HPE_HEADER_OVERFLOW' ? 'headers_too_large' : 'malformed_request';
    const { status, message } = API_ERRORS[code];
    const body = JSON.stringify({ error: code, message });
    socket.end(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
    // A lingering close, as nginx does: closing with the client's upload still unread would send
    // a TCP reset, which makes the client drop the answer it was sent. Read and discard the rest
    // for a moment, then close.
    socket.resume();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  });
}
