/** An error that already knows its HTTP answer. Thrown by routes; shaped by the error middleware. */
export class HttpError extends Error {
  /** Extra fields sent beside `error` and `message` (kept for the spec's existing clients). */
  readonly extra?: Record<string, unknown>;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
