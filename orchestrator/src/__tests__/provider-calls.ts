import { type CallOptions } from '../providers/capabilities';

/** The options of a provider call that nobody cancels. */
export const notCancelled: CallOptions = { signal: new AbortController().signal };

/** The options of a provider call cancelled before it starts (as a cancelled activity's are). */
export function cancelledCall(reason: unknown = new Error('cancelled by the test')): CallOptions {
  return { signal: AbortSignal.abort(reason) };
}
