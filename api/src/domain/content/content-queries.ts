import { type Database } from '../database';
import { Content } from '../models/content';

/** The URL a browser loads a stored file from (served by the API, see routes/files.ts). */
export function fileUrl(fileKey: string): string {
  return `/files/${fileKey}`;
}

export interface ContentView {
  id: string;
  name: string;
  type: Content['type'];
  contentUrls: string[];
}

export async function findContent(db: Database, id: string): Promise<ContentView | undefined> {
  const content = await Content.query(db).findById(id).withGraphFetched('images(ordered)');
  if (!content) return undefined;
  return {
    id: content.id,
    name: content.name,
    type: content.type,
    contentUrls: (content.images ?? []).map((image) => fileUrl(image.file_key)),
  };
}
