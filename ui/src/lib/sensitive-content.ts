import { API_ERRORS } from '@studio/api/contract/error-codes';

/**
 * Flagged content (spec section 8): the provider refused the image, code E005. The demo answers
 * it as a 422 with `errorType: 'SENSITIVE_CONTENT'`; a snap run ends failed with `code: 'E005'`.
 * Both features say the same sentence, which lives here.
 */
export const SENSITIVE_CONTENT_CODE = 'E005';

/** The spec's sentence, which is also the API's default for `sensitive_content`. */
export const SENSITIVE_CONTENT_MESSAGE = API_ERRORS.sensitive_content.message;

/** The dialog's tips: what to change before trying again. */
export const SENSITIVE_CONTENT_TIPS = [
  'Avoid brand logos, copyrighted characters and celebrities.',
  'Use original images of your own product.',
  'Contact support if you think this is a mistake.',
] as const;
