/**
 * The failure types of the studio's workflows and activities: the `type` of the Temporal
 * `ApplicationFailure`s the activities throw, of the error recorded on a failed execution, and of
 * what the API and the UI tell apart. The one place these names are written (a test fails on a
 * copy of one anywhere else). No SDK import: the UI bundles this file.
 *
 * The names are stored with executions and travel in recorded workflow histories: never rename
 * one, only add.
 */
export const FailureType = {
  /** Input no retry can make usable: a bad param, an undecodable image, a missing input. */
  InvalidInput: 'InvalidInput',
  /** A stored file a node or an analysis needs is not in storage. */
  FileNotFound: 'FileNotFound',
  /** The moderator or a model refused the content (code E005). */
  SensitiveContent: 'SensitiveContent',
  /** The creator's balance cannot cover the run's cost; nothing ran. */
  InsufficientCredits: 'InsufficientCredits',
  /** A model provider's call failed; retried when the provider says it may pass. */
  ProviderError: 'ProviderError',
  /** The SSRF guard refused a product page's address. */
  UnsafeUrl: 'UnsafeUrl',
  /** A product page could not be fetched, was not HTML or names no product. */
  PageUnavailable: 'PageUnavailable',
  /** The run was cancelled (the cancel signal, or cancelling the workflow). */
  Cancelled: 'Cancelled',
  /** The run outlived its execution timeout; the reservation sweep ended it. */
  TimedOut: 'TimedOut',
  /**
   * Temporal ended the run's workflow (terminated it, or has none) without the run recording its
   * end; the reconciler ended the run as Temporal has it.
   */
  WorkflowEnded: 'WorkflowEnded',
  /**
   * The API could not start the run's workflow (Temporal was unreachable): nothing ran and
   * nothing was charged. Recorded by the API, never thrown by an activity.
   */
  OrchestratorUnavailable: 'OrchestratorUnavailable',
} as const;

export type FailureType = (typeof FailureType)[keyof typeof FailureType];

/** Every failure type, e.g. to check a type read from the wire or the database. */
export const FAILURE_TYPES: readonly FailureType[] = Object.values(FailureType);

export function isFailureType(value: unknown): value is FailureType {
  return (FAILURE_TYPES as readonly unknown[]).includes(value);
}

/**
 * The type recorded on a failed execution: one of ours, or the name of an error none of our
 * activities expected (kept as it came, so an operator can see what it was).
 */
export type RecordedFailureType = FailureType | (string & {});

/** The code a creator's screen shows for sensitive content (the spec's E005). */
export const SENSITIVE_CONTENT_CODE = 'E005';

/** runGraph's failure types no retry can fix: its activities fail at once on these. */
export const NON_RETRYABLE_ERRORS = [
  FailureType.InvalidInput,
  FailureType.FileNotFound,
  FailureType.SensitiveContent,
  FailureType.InsufficientCredits,
] as const satisfies readonly FailureType[];

/**
 * The product workflows' failure types no retry can fix; the API maps each to a 4xx answer:
 * `UnsafeUrl` (the guard refused the address), `PageUnavailable` (the page could not be fetched
 * or was not HTML), `InvalidInput`, `FileNotFound`, `SensitiveContent`.
 */
export const PRODUCT_NON_RETRYABLE_ERRORS = [
  FailureType.UnsafeUrl,
  FailureType.PageUnavailable,
  FailureType.InvalidInput,
  FailureType.FileNotFound,
  FailureType.SensitiveContent,
] as const satisfies readonly FailureType[];

export type ProductFailureType = (typeof PRODUCT_NON_RETRYABLE_ERRORS)[number];
