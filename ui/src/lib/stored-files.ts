import { filesApi } from '@studio/api/contract/routes/files';

import { routeUrl } from './call-api';

/**
 * Addresses of stored files (`GET /files/:key`, contract/routes/files.ts): the file as stored, or
 * a copy resized to one of the server's widths. Every screen that shows a run's images builds
 * them here.
 */
export function fileUrl(fileKey: string, width?: number): string {
  return routeUrl(filesApi.file, { params: { key: fileKey }, query: { width } });
}

/** What every stored file's address starts with: `/files/`. */
export const STORED_FILE_PREFIX = filesApi.file.path.slice(0, filesApi.file.path.indexOf(':'));

/** A resized copy of a stored file's address, as WebP (the `srcset` ladder's format). */
export function imageVariantUrl(url: string, width: number): string {
  return `${url}?${new URLSearchParams({ width: String(width), format: 'webp' })}`;
}
