import { type Database } from '../database';
import { DomainError } from '../errors';
import { ownedFileKeys } from './file-access';
import { isFileKey } from './file-keys';

const FILE_URL = /^\/files\/([^/?#]+)$/;

export class InvalidFileUrlError extends DomainError {
  constructor() {
    super('invalid_image_url');
  }
}

/**
 * Turns `/files/{key}` URLs the API handed out back into file keys, if every one is the caller's
 * own (see ownedFileKeys). Anything else is refused before a write: a URL of another shape is a
 * 400, someone else's file answers the same 404 as a file that does not exist.
 */
export async function resolveOwnFileUrls(
  db: Database,
  userId: string,
  urls: string[],
): Promise<string[]> {
  const keys = urls.map((url) => {
    const key = FILE_URL.exec(url)?.[1];
    if (!key || !isFileKey(key)) throw new InvalidFileUrlError();
    return key;
  });
  const owned = await ownedFileKeys(db, userId, keys);
  if (keys.some((key) => !owned.has(key))) {
    throw new DomainError('file_not_found');
  }
  return keys;
}
