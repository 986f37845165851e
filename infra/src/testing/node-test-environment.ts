import { TestEnvironment } from 'jest-environment-node';

/**
 * Jest's Node environment, with one more constructor shared with the main realm: Float32Array.
 * onnxruntime-node's native code hands inference results back as the main realm's Float32Array,
 * which onnxruntime-common (loaded inside the test's sandbox) checks with `instanceof` against
 * the sandbox's own and refuses. Jest shares Uint8Array the same way, for the same reason
 * (TextEncoder's results); the worker process has no sandbox and needs none of this.
 */
export default class NodeTestEnvironment extends TestEnvironment {
  constructor(...args: ConstructorParameters<typeof TestEnvironment>) {
    super(...args);
    this.global.Float32Array = Float32Array;
  }
}
