import { type Database } from '../database';
import { safeName } from '../batches/batch-files';
import { SOCIAL_FORMATS_CONTENT_NAME } from '@studio/workflows/graph/with-social-formats';
import {
  ContentNotFoundError,
  contentTitle,
  ownContentQuery,
  type ContentRow,
} from './content-items';

export interface ArchiveFile {
  name: string;
  fileKey: string;
  date: Date;
}

/**
 * The files of the creator's items `ids` for one ZIP, in the order given: each item's images
 * named by its title ("Amber serum · Water Splash" -> `Amber serum - Water Splash.png`, numbered
 * when it has several), then the social formats grouped under it, named by their size
 * (`…-1080x1920.png`). Names never repeat (compared without case, as macOS and Windows do). Any
 * id that is not one of the creator's items answers 404.
 */
export async function contentArchiveFiles(
  db: Database,
  userId: string,
  ids: string[],
): Promise<ArchiveFile[]> {
  const rows = await ownContentQuery(db, userId).whereIn('content.id', ids).castTo<ContentRow[]>();
  if (rows.length !== new Set(ids).size) throw new ContentNotFoundError();
  const runs = rows
    .filter((row) => row.name !== SOCIAL_FORMATS_CONTENT_NAME && row.execution_id)
    .map((row) => row.execution_id!);
  const formats =
    runs.length === 0
      ? []
      : await ownContentQuery(db, userId)
          .whereIn('content.execution_id', runs)
          .where('content.name', SOCIAL_FORMATS_CONTENT_NAME)
          .whereNotIn('content.id', ids)
          .castTo<ContentRow[]>();

  const taken = new Set<string>();
  const files: ArchiveFile[] = [];
  const add = (stem: string, fileKey: string, date: Date) => {
    const extension = fileKey.slice(fileKey.lastIndexOf('.') + 1);
    let name = `${stem}.${extension}`;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${stem}-${n}.${extension}`;
    taken.add(name.toLowerCase());
    files.push({ name, fileKey, date });
  };
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of ids) {
    const row = byId.get(id)!;
    const stem = safeName(contentTitle(row).replace(' · ', ' - '), 'content');
    row.image_files.forEach((file, i) =>
      add(row.image_files.length > 1 ? `${stem}-${i + 1}` : stem, file.key, row.created_at),
    );
    for (const sized of formats.filter((f) => f.execution_id === row.execution_id)) {
      for (const file of sized.image_files) {
        add(`${stem}-${file.width ?? 0}x${file.height ?? 0}`, file.key, sized.created_at);
      }
    }
  }
  return files;
}
