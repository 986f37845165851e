import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { BUILT_IN_WORKFLOWS } from '@studio/workflows/graph/built-in-workflows';
import { type Database } from '../domain/database';
import { Snap } from '../domain/models/snap';
import { type FileStore } from '../domain/storage/file-store';
import { saveImage } from '../domain/storage/stored-files';

/**
 * The built-in snaps' covers: what each snap makes of one product photo, made by the product's
 * own pipeline (`npm run examples` writes them here; a test keeps them current) and shipped with
 * the API so a fresh installation's gallery shows pictures, not empty frames.
 */
export const BUILT_IN_COVERS_DIR = path.join(__dirname, 'snap-covers');

/**
 * A built-in snap's cover file: its name in lower case, words joined by hyphens. JPEG, as every
 * cover is (a manager's upload and a catalogue bundle's cover must be PNG or JPEG).
 */
export const builtInCoverFile = (snapName: string) =>
  path.join(BUILT_IN_COVERS_DIR, `${snapName.toLowerCase().replace(/\s+/g, '-')}.jpg`);

/**
 * Gives each built-in snap its cover, once: only a snap with no cover that no manager has changed
 * since the seed made it (its `updated_at` is still its `created_at`), so a cover a manager took
 * off or replaced stays as they left it. Idempotent and safe for several API processes starting
 * at once (the file is content-addressed; the row is written only while it has no cover).
 * Returns the names of the snaps it gave a cover.
 */
export async function seedBuiltInCovers(db: Database, store: FileStore): Promise<string[]> {
  const given: string[] = [];
  for (const { name } of BUILT_IN_WORKFLOWS) {
    const untouched = () =>
      Snap.query(db)
        .where({ name })
        .whereNull('cover_file_key')
        .whereRaw('updated_at = created_at');
    if (!(await untouched().first())) continue;
    const bytes = await readFile(builtInCoverFile(name));
    const { width, height } = await sharp(bytes).metadata();
    const key = await saveImage(db, store, { bytes, extension: 'jpg', width, height });
    // The file first, the row second (as every stored file): a row never points at no file.
    if ((await untouched().patch({ cover_file_key: key })) > 0) given.push(name);
  }
  return given;
}
