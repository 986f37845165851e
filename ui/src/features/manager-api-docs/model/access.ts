/**
 * Who may call an operation: the document's `x-access` extension, said for people. The API sets
 * one of these six on every operation; anything else is shown as it is written.
 */
export const ACCESS_LEVELS = [
  'public',
  'signed-in',
  'verified',
  'manager',
  'stripe-signature',
  'api-key',
] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export const ACCESS_LABELS: Record<AccessLevel, string> = {
  public: 'Anyone, no sign-in',
  'signed-in': 'Signed-in users',
  verified: 'Signed-in users with a verified email',
  manager: 'Managers only',
  'stripe-signature': 'Stripe, with a signed webhook',
  'api-key': 'Programs, with an API key',
};

export const isAccessLevel = (value: unknown): value is AccessLevel =>
  typeof value === 'string' && (ACCESS_LEVELS as readonly string[]).includes(value);

/** The label for an operation's `x-access`; "Not stated" when the document leaves it out. */
export function accessLabel(access: string | undefined): string {
  if (access === undefined) return 'Not stated';
  return isAccessLevel(access) ? ACCESS_LABELS[access] : access;
}
