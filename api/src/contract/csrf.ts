/**
 * Every state-changing call (POST, PUT, PATCH, DELETE) under /api must carry this header. A page
 * on another origin cannot add a custom header without a CORS preflight, which the API never
 * grants, so a forged cross-site form or fetch is refused. The API also checks `Origin`.
 */
export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_HEADER_VALUE = 'snapshot-studio';
