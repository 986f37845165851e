/**
 * Every stable error code the API answers with, its HTTP status and its default sentence. The
 * server throws by code (the status follows from this table); the UI reacts to codes, never to the
 * wording of a message. A thrower may give a more precise sentence than the default.
 */
export const API_ERRORS = {
  // The request itself
  validation_error: { status: 400, message: 'The request is not valid.' },
  invalid_json: { status: 400, message: 'The request body is not valid JSON.' },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  unsupported_media_type: { status: 415, message: 'Send the request body as JSON.' },
  malformed_request: { status: 400, message: 'The request could not be read.' },
  headers_too_large: {
    status: 431,
    message: 'The request address or its headers are too long.',
  },
  not_found: { status: 404, message: 'No such route.' },
  csrf_rejected: { status: 403, message: 'This request came from another site and was refused.' },
  rate_limited: { status: 429, message: 'Too many attempts. Please try again later.' },
  internal_error: {
    status: 500,
    message: 'Something went wrong on our side. Please try again.',
  },
  database_unavailable: {
    status: 503,
    message: 'The service is briefly unavailable. Please try again in a moment.',
  },

  // Accounts and sessions
  unauthorized: { status: 401, message: 'Please sign in to continue.' },
  forbidden: { status: 403, message: 'Access denied. Manager role required.' },
  email_verification_required: {
    status: 403,
    message: 'Please verify your email address before using credits.',
  },
  invalid_credentials: { status: 401, message: 'Invalid email or password' },
  email_taken: { status: 409, message: 'An account with this email already exists.' },
  already_verified: { status: 400, message: 'Your email is already verified.' },
  invalid_token: {
    status: 400,
    message: 'This link is invalid or has expired. Please request a new one.',
  },
  no_password: {
    status: 400,
    message:
      'This account signs in with Google and has no password. Use Forgot password to set one.',
  },
  invalid_current_password: { status: 400, message: 'The current password is not correct.' },
  user_not_found: { status: 404, message: 'There is no such user.' },
  error_group_not_found: { status: 404, message: 'There is no such error group.' },
  last_manager: {
    status: 409,
    message: 'This is the last manager: make someone else a manager first.',
  },
  cannot_demote_self: {
    status: 409,
    message: 'You cannot remove your own manager role; ask another manager.',
  },
  google_email_unverified: {
    status: 400,
    message:
      'Google has not verified this email address, so it cannot be linked to the existing account.',
  },
  google_account_conflict: {
    status: 409,
    message: 'The account with this email address is linked to a different Google account.',
  },

  // Images and files
  invalid_image: { status: 400, message: 'Please select valid image files' },
  image_too_large: { status: 413, message: 'The image is too large.' },
  too_many_images: { status: 400, message: 'Maximum 5 images allowed per analysis' },
  invalid_image_url: {
    status: 400,
    message: 'Invalid image URL: use an image URL this app gave you.',
  },
  file_not_found: { status: 404, message: 'One of the images was not found.' },
  invalid_image_variant: {
    status: 400,
    message: 'Ask for a width of 160, 320, 480, 640, 960 or 1280 and a format of webp or avif.',
  },

  // Credits, plans and payments
  insufficient_tokens: {
    status: 402,
    message: "You don't have enough tokens to complete this action.",
  },
  balance_too_low: { status: 409, message: 'The balance cannot go below zero.' },
  plan_not_found: { status: 404, message: 'This plan does not exist or is no longer offered.' },
  checkout_session_not_found: { status: 404, message: 'This checkout does not exist.' },
  checkout_expired: { status: 409, message: 'This checkout has expired. Please start again.' },
  already_subscribed: {
    status: 409,
    message: 'You already have a subscription. Use Manage subscription to change or cancel it.',
  },
  photo_too_small_for_hd: {
    status: 422,
    message:
      'This photo is too small for HD: choose Standard, or use a photo at least 1536 px on its longer side.',
  },
  same_plan: { status: 409, message: 'You are already on this plan.' },
  no_billing_account: {
    status: 409,
    message: 'You have no paid subscription yet. Choose a plan first.',
  },
  payment_provider_unavailable: {
    status: 502,
    message: 'The payment provider could not be reached. Please try again in a moment.',
  },
  stripe_not_configured: { status: 404, message: 'Stripe is not set up on this server.' },
  invalid_signature: {
    status: 400,
    message: 'The Stripe signature is invalid or too old; the event was not accepted.',
  },

  // Snaps, workflows and executions
  snap_not_found: { status: 404, message: 'No snap with this id exists.' },
  workflow_not_found: { status: 404, message: 'No workflow with this id exists.' },
  workflow_name_taken: { status: 409, message: 'A workflow with this name already exists.' },
  workflow_version_not_found: { status: 404, message: 'This workflow has no such version.' },
  invalid_workflow_file: {
    status: 400,
    message: 'This file is not a workflow this app can import.',
  },
  invalid_bundle: {
    status: 422,
    message: 'The bundle cannot be imported.',
  },
  bundle_too_large: {
    status: 413,
    message: 'A catalogue bundle may be at most 25 MB.',
  },
  workflow_in_use: {
    status: 409,
    message:
      'This workflow is in use: a snap runs it or runs were made with it, so it cannot be deleted.',
  },
  draft_conflict: {
    status: 409,
    message: 'Someone else saved this workflow since you opened it.',
  },
  invalid_graph: { status: 422, message: 'The workflow graph has problems.' },
  test_input_missing: {
    status: 400,
    message: 'Give every input of the workflow a value to test it with.',
  },
  test_step_inputs_missing: {
    status: 409,
    message: 'Run the whole test first: a step runs alone on what the steps before it made.',
  },
  test_output_missing: {
    status: 409,
    message: 'That test run has no output of this step to pin.',
  },
  workflow_node_not_found: { status: 404, message: 'The workflow has no such step.' },
  test_step_not_runnable: {
    status: 422,
    message: 'Inputs and outputs do not run alone: pick a step that does the work.',
  },
  snap_name_taken: { status: 409, message: 'A snap with this name already exists.' },
  category_not_found: { status: 404, message: 'No category with this id exists.' },
  category_name_taken: { status: 409, message: 'A category with this name already exists.' },
  category_in_use: {
    status: 409,
    message: 'Snaps are in this category: move them to another category first.',
  },
  category_order_stale: {
    status: 409,
    message: 'The categories changed since you loaded them. Reload them and try again.',
  },
  execution_not_found: { status: 404, message: 'No execution with this id exists.' },
  console_view_not_found: { status: 404, message: 'You have no saved view with this id.' },
  console_view_name_taken: { status: 409, message: 'You already have a view with this name.' },
  execution_finished: { status: 409, message: 'This execution has already finished.' },
  batch_not_found: { status: 404, message: 'No batch with this id exists.' },
  batch_finished: { status: 409, message: 'This batch has already finished.' },
  not_replayable: {
    status: 409,
    message: 'Only failed or cancelled executions can be replayed.',
  },
  bulk_too_large: { status: 422, message: 'A bulk action takes at most 10,000 runs.' },
  export_too_large: {
    status: 422,
    message: 'An export holds at most 100,000 rows. Narrow the filters and try again.',
  },
  bulk_replay_not_found: { status: 404, message: 'No bulk replay with this id exists.' },
  bulk_replay_finished: { status: 409, message: 'This bulk replay has already ended.' },
  demo_limit_exceeded: { status: 403, message: 'Demo limit exceeded' },
  sensitive_content: {
    status: 422,
    message:
      'The content was flagged as sensitive and cannot be processed. Please try with different content or avoid trademark/copyrighted material.',
  },
  generation_timeout: {
    status: 504,
    message:
      'Generation is taking longer than expected. Your content will appear in your library when it is ready.',
  },
  generation_failed: { status: 500, message: 'Failed to generate demo content. Please try again.' },
  orchestrator_unavailable: {
    status: 503,
    message: 'Content generation is unavailable right now. Please try again in a minute.',
  },

  // Products and content
  product_not_found: { status: 404, message: 'No product with this id exists.' },
  product_has_no_image: { status: 400, message: 'This product has no image yet.' },
  packshot_mismatch: {
    status: 400,
    message: 'This background is made by the other packshot snap.',
  },
  content_not_found: { status: 404, message: 'No content with this id exists.' },
  content_already_removed: { status: 409, message: 'This content has already been removed.' },
  cutout_not_editable: {
    status: 404,
    message: 'This content was not made from a cut-out that can be edited.',
  },
  invalid_mask: {
    status: 400,
    message: 'The edited mask must be a PNG of the same size as the cut-out.',
  },
  mask_too_large: { status: 413, message: 'The edited mask is too large.' },
  unsafe_url: {
    status: 400,
    message: 'This address cannot be analyzed. Please enter the public address of a product page.',
  },
  page_unavailable: {
    status: 422,
    message: 'Could not load a product page at this address. Please check it and try again.',
  },
  invalid_input: { status: 400, message: 'These images or this text cannot be used.' },
  analysis_failed: { status: 502, message: 'Could not analyze the product. Please try again.' },
  analysis_timeout: {
    status: 504,
    message: 'The analysis is taking longer than expected. Please try again.',
  },
  enhancement_failed: { status: 502, message: 'Could not enhance the text.' },
  enhancement_timeout: {
    status: 504,
    message: 'Enhancing the text took too long. Please try again.',
  },
  api_key_invalid: {
    status: 401,
    message: 'Send a valid API key: Authorization: Bearer sk_live_…',
  },
  api_key_scope: {
    status: 403,
    message: 'This API key may not make this call: its scope does not allow it.',
  },
  api_key_not_found: { status: 404, message: 'No API key with this id exists.' },
  runs_in_flight_limit: {
    status: 429,
    message: 'This API key has as many runs under way as it may: start more when some end.',
  },
  idempotency_key_invalid: {
    status: 400,
    message: 'An Idempotency-Key is 1 to 255 printable characters, without spaces.',
  },
  idempotency_key_reused: {
    status: 409,
    message:
      'This Idempotency-Key was used for another request: send a new key with a new request.',
  },
  idempotency_key_in_use: {
    status: 409,
    message: 'A request with this Idempotency-Key is still in progress: retry it in a moment.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ApiErrorCode = keyof typeof API_ERRORS;

/** Whether a code the server sent is one this table knows (a client may meet older servers). */
export function isApiErrorCode(code: unknown): code is ApiErrorCode {
  return typeof code === 'string' && Object.hasOwn(API_ERRORS, code);
}
