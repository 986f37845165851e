import { type ApiErrorCode } from '../contract/error-codes';

/**
 * What a route with an id answers when that id is not one the caller may see: the same 404 for
 * "no such thing" and "someone else's", so ids cannot be probed. Longest prefix first.
 */
const NOT_FOUND_BY_PREFIX: [string, ApiErrorCode][] = [
  ['/api/executions/bulk-replay/', 'bulk_replay_not_found'],
  ['/api/executions/', 'execution_not_found'],
  ['/api/console-views/', 'console_view_not_found'],
  ['/api/api-keys/', 'api_key_not_found'],
  ['/api/manager/api-keys/', 'api_key_not_found'],
  ['/api/batches/', 'batch_not_found'],
  ['/api/products/', 'product_not_found'],
  ['/api/content/', 'content_not_found'],
  ['/api/workflows/', 'workflow_not_found'],
  ['/api/billing/', 'checkout_session_not_found'],
  ['/api/manager/users/', 'user_not_found'],
  ['/api/manager/content/', 'content_not_found'],
  ['/api/manager/categories/', 'category_not_found'],
  ['/api/manager/snaps/', 'snap_not_found'],
  ['/api/manager/error-logs/', 'error_group_not_found'],
  ['/files/', 'file_not_found'],
  ['/v1/runs/', 'execution_not_found'],
  ['/v1/batches/', 'batch_not_found'],
  ['/v1/files/', 'file_not_found'],
  ['/v1/content/', 'content_not_found'],
];

/** The 404 code of a route with path parameters; undefined when it has none. */
export function missingResourceCode(path: string): ApiErrorCode | undefined {
  if (!path.includes('/:')) return undefined;
  const match = NOT_FOUND_BY_PREFIX.find(([prefix]) => path.startsWith(prefix));
  if (!match) throw new Error(`No 404 code for ${path}: add its prefix to NOT_FOUND_BY_PREFIX`);
  return match[1];
}
