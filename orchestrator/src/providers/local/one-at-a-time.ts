/**
 * Runs tasks one after another, in the order they arrive. A task whose signal is aborted while it
 * waits leaves the queue at once and rejects with the signal's reason; a running task is not
 * interrupted (it is native work that cannot be).
 */
export class OneAtATime {
  private tail: Promise<void> = Promise.resolve();

  run<T>(task: () => Promise<T>, signal: AbortSignal): Promise<T> {
    if (signal.aborted) return Promise.reject(signal.reason as unknown);
    const previous = this.tail;
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    // The next task waits for this one whether it runs, fails or is abandoned while waiting.
    this.tail = previous.then(() => finished);

    return new Promise<T>((resolve, reject) => {
      let settled = false;
      const onAbort = () => {
        settled = true;
        done();
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      void previous.then(async () => {
        signal.removeEventListener('abort', onAbort);
        if (settled) return; // abandoned while waiting: already rejected and released
        try {
          resolve(await task());
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        } finally {
          done();
        }
      });
    });
  }
}
