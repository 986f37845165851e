/** The message a creator sees for any refused address: it says nothing of our network. */
export const UNSAFE_URL_MESSAGE = 'This address cannot be fetched.';

/**
 * The guard refused an address: not http(s), credentials in it, or a host that is or resolves to
 * a loopback, private, link-local, metadata or otherwise non-public address. `reason` is for
 * logs only.
 */
export class UnsafeUrlError extends Error {
  constructor(readonly reason: string) {
    super(UNSAFE_URL_MESSAGE);
    this.name = 'UnsafeUrlError';
  }
}

export type FetchFailure =
  'not_found' | 'unreachable' | 'status' | 'too_large' | 'timeout' | 'too_many_redirects';

/** A permitted address that could not be read; `message` is fit to show the creator. */
export class FetchFailedError extends Error {
  constructor(
    readonly failure: FetchFailure,
    message: string,
  ) {
    super(message);
    this.name = 'FetchFailedError';
  }
}
