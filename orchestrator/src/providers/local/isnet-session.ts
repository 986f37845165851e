// The package's missing types, for every project that compiles this file (api and infra too); an
// ambient declaration cannot be imported.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../types/onnxruntime-node.d.ts" />
import * as ort from 'onnxruntime-node';
import { ISNET_SIDE, type IsnetOptions, readIsnetWeights } from './isnet-model';

/** The ONNX session, in the model thread (isnet-thread.ts). */
export async function createIsnetSession({
  size,
  threads,
}: IsnetOptions): Promise<ort.InferenceSession> {
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
 * The foreground probability (0–255, one byte per pixel) of a 1024 × 1024 RGB image, as the
 * package's own pipeline computes it: channels scaled as (v − 128) / 256, planar, float32.
 * Synchronous native work: call it only in the model thread.
 */
export async function runIsnet(
  session: ort.InferenceSession,
  rgb: Uint8Array,
): Promise<Uint8Array> {
  const pixels = ISNET_SIDE * ISNET_SIDE;
  const input = new Float32Array(pixels * 3);
  for (let i = 0; i < pixels; i++) {
    input[i] = (rgb[i * 3]! - 128) / 256;
    input[pixels + i] = (rgb[i * 3 + 1]! - 128) / 256;
    input[pixels * 2 + i] = (rgb[i * 3 + 2]! - 128) / 256;
  }
  const tensor = new ort.Tensor('float32', input, [1, 3, ISNET_SIDE, ISNET_SIDE]);
  const [inputName] = session.inputNames;
  const [outputName] = session.outputNames;
  // Only the final map is fetched; the side outputs are training aids.
  const output = await session.run({ [inputName!]: tensor }, [outputName!]);
  const probability = output[outputName!]!.data as Float32Array;
  const mask = new Uint8Array(pixels);
  for (let i = 0; i < pixels; i++) {
    const p = probability[i]!;
    mask[i] = p <= 0 ? 0 : p >= 1 ? 255 : Math.round(p * 255);
  }
  return mask;
}
