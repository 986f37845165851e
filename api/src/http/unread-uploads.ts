import { type Server } from 'node:http';

/** How long a refused upload's remaining bytes may pause before the connection is closed. */
export const UNREAD_UPLOAD_IDLE_MS = 30_000;

/**
 * Keeps a connection open while the rest of a refused upload arrives. The API answers some
 * uploads before reading them (a body over its limit: 413 at once), and Node then discards the
 * rest of the body — but it also starts the keep-alive idle timer (`keepAliveTimeout`, 5 s) as
 * soon as the answer is sent. A client whose upload paused for a few seconds after that (a phone
 * on a slow network, a busy machine) was cut off mid-upload and saw a broken pipe instead of the
 * answer. Until the body has been read to its end, the connection gets UNREAD_UPLOAD_IDLE_MS of
 * idleness instead, then the usual keep-alive timer.
 */
export function waitForUnreadUploads(server: Server, idleMs = UNREAD_UPLOAD_IDLE_MS): void {
  server.on('request', (req, res) => {
    // Node's own 'finish' listener (which starts the keep-alive timer) was added before this
    // event, so this one runs after it and wins.
    res.once('finish', () => {
      if (req.complete || req.destroyed) return;
      const { socket } = req;
      socket.setTimeout(idleMs);
      req.once('end', () => {
        if (!socket.destroyed) socket.setTimeout(server.keepAliveTimeout);
      });
    });
  });
}
