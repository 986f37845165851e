import { parentPort, workerData } from 'node:worker_threads';
import { type IsnetOptions } from './isnet-model';
import { createIsnetSession, runIsnet } from './isnet-session';

/**
 * The model thread (isnet-model.ts starts it): loads the session, says 'ready', then answers each
 * `{id, rgb}` with `{id, mask}` (the mask's memory moved, not copied) or `{id, error}`. A failed
 * load is an unhandled rejection: it ends the thread, which the main thread reports.
 */
const port = parentPort!;
void createIsnetSession(workerData as IsnetOptions).then((session) => {
  port.on('message', ({ id, rgb }: { id: number; rgb: Uint8Array }) => {
    runIsnet(session, rgb).then(
      (mask) => port.postMessage({ id, mask }, [mask.buffer as ArrayBuffer]),
      (error: unknown) =>
        port.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
  port.postMessage('ready');
});
