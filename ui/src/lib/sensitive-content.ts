/**
 * Flagged content (spec section 8): the provider refused the image, code E005. The demo answers
 * it as a 422 with `errorType: 'SENSITIVE_CONTENT'`; a snap run ends failed with `code: 'E005'`.
 * Both features say the same sentence, which lives here.
 */
export const SENSITIVE_CONTENT_CODE = 'E005';

export const SENSITIVE_CONTENT_MESSAGE =
  'The content was flagged as sensitive and cannot be processed. Please try with different content or avoid trademark/copyrighted material.';

/** The dialog's tips: what to change before trying again. */
export const SENSITIVE_CONTENT_TIPS = [
  'Avoid brand logos, copyrighted characters and celebrities.',
  'Use original images of your own product.',
  'Contact support if you think this is a mistake.',
] as const;
