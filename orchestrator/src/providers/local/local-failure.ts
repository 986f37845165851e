import { ProviderError } from '../capabilities';
import { undecodable } from './local-background-remover';

/**
 * How a local provider's failure leaves it: a cancellation as it came (never taken for a bad
 * image), a provider's own error as it is (a remover's, with its retry advice), and anything else
 * (sharp failing to read the bytes) as an undecodable image, never retried.
 */
export function localFailure(error: unknown, signal: AbortSignal): Error {
  signal.throwIfAborted();
  if (error instanceof ProviderError) return error;
  return undecodable(error);
}
