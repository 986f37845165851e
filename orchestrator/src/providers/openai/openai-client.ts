import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
} from 'openai';
import { ProviderError, SensitiveContentError } from '../capabilities';

export interface OpenAiSettings {
  apiKey: string;
  /** The API's base URL; `https://api.openai.com/v1` when not set. */
  baseUrl?: string;
  model: string;
  /** Bound on each request. */
  timeoutMs: number;
}

export const PROVIDER = 'openai';
export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';

/**
 * The official client with its own retries off: Temporal's retry policy retries the activity,
 * with backoff and a record of every attempt in the workflow's history, so the SDK retrying
 * inside an attempt would only multiply the calls and hide them.
 */
export function openAiClient(settings: OpenAiSettings): OpenAI {
  return new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseUrl ?? OPENAI_DEFAULT_BASE_URL,
    timeout: settings.timeoutMs,
    maxRetries: 0,
  });
}

/**
 * Runs one request under the configured deadline and the caller's `signal`. The deadline is an
 * AbortSignal of ours (besides the client's own `timeout`), so a timeout is recognised by the
 * signal, not by the error's shape. A cancelled `signal` aborts the request at once and its reason
 * is thrown as it is: the SDK's APIUserAbortError would read as a provider failure to retry.
 */
export async function callOpenAi<T>(
  settings: OpenAiSettings,
  signal: AbortSignal,
  request: (options: { signal: AbortSignal }) => Promise<T>,
): Promise<T> {
  signal.throwIfAborted();
  const deadline = AbortSignal.timeout(settings.timeoutMs);
  try {
    return await request({ signal: AbortSignal.any([signal, deadline]) });
  } catch (error) {
    signal.throwIfAborted();
    if (deadline.aborted && !(error instanceof ProviderError)) throw timeout(settings);
    throw openAiError(error, settings);
  }
}

function timeout(settings: OpenAiSettings): ProviderError {
  return new ProviderError(
    `OpenAI's ${settings.model} did not answer within ${settings.timeoutMs / 1000} s.`,
    true,
    'timeout',
  );
}

/** Error codes with which OpenAI refuses content rather than a request. */
const SENSITIVE_CODES = /content_policy|content_filter|moderation_blocked|safety/i;

/** Sorts any failure of an OpenAI call for Temporal's retry policy. */
function openAiError(error: unknown, settings: OpenAiSettings): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof APIConnectionTimeoutError) return timeout(settings);
  if (error instanceof APIUserAbortError) {
    return new ProviderError('The call to OpenAI was aborted.', true, 'aborted');
  }
  if (error instanceof APIConnectionError) {
    return new ProviderError(`Could not reach OpenAI: ${error.message}`, true, 'network');
  }
  if (error instanceof APIError && error.status !== undefined) {
    const { status, code } = error;
    if (status === 400 && SENSITIVE_CODES.test(code ?? '')) {
      return new SensitiveContentError(
        'OpenAI refused the content as sensitive; it cannot be processed.',
      );
    }
    // A 429 for an exhausted quota is not a passing rate limit: retrying cannot help.
    const retryable =
      (status === 429 && code !== 'insufficient_quota') ||
      status === 408 ||
      status === 409 ||
      status >= 500;
    return new ProviderError(
      `OpenAI answered ${error.message} (model ${settings.model}).`,
      retryable,
      code ?? `http_${status}`,
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ProviderError(`Calling OpenAI failed: ${message}`, true, 'unexpected');
}
