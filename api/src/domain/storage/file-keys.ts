import { createHash } from 'node:crypto';

export type ImageExtension = 'png' | 'jpg' | 'webp';

const FILE_KEY = /^[0-9a-f]{64}\.(png|jpg|webp)$/;

/** The content address of some bytes: their SHA-256 and the extension of their format. */
export function fileKeyFor(bytes: Buffer, extension: ImageExtension): string {
  return `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
}

/** True for keys this app makes; anything else (paths, `..`) is refused before touching disk. */
export function isFileKey(key: string): boolean {
  return FILE_KEY.test(key);
}

export const CONTENT_TYPES: Record<ImageExtension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};
