import WebSocket from 'ws';

/**
 * The API process's live memory, measured through its inspector (started with
 * `--inspect=127.0.0.1:<port>`): a full garbage collection first (HeapProfiler.collectGarbage),
 * then `process.memoryUsage()` inside it. Unlike RSS, which keeps whatever heap V8 once grew into,
 * this is what the process still holds, so growth across a run is what it leaked.
 */
export async function liveMemory(
  inspectorPort: number,
): Promise<{ heapUsed: number; external: number; arrayBuffers: number }> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  try {
    let nextId = 0;
    const call = (method: string, params?: object) =>
      new Promise<{ result?: { result?: { value?: string } } }>((resolve, reject) => {
        const id = ++nextId;
        const onMessage = (data: WebSocket.RawData) => {
          const message = JSON.parse(data.toString()) as { id?: number; error?: unknown };
          if (message.id !== id) return;
          socket.off('message', onMessage);
          if (message.error) reject(new Error(`${method}: ${JSON.stringify(message.error)}`));
          else resolve(message as { result?: { result?: { value?: string } } });
        };
        socket.on('message', onMessage);
        socket.send(JSON.stringify({ id, method, params }));
      });
    await call('HeapProfiler.collectGarbage');
    const { result } = await call('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    });
    return JSON.parse(result!.result!.value!);
  } finally {
    socket.close();
  }
}
