import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { type Database } from '@studio/api/domain/database';
import { type FileStore } from '@studio/api/domain/storage/file-store';
import { saveImage } from '@studio/api/domain/storage/stored-files';

/** A small PNG of one colour: distinct colours give distinct files (content addresses). */
export async function solidPng(colour: string, size = 48): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** A stored 48 px image of one colour (its record and its file), answering its file key. */
export function storedSolidPng(db: Database, store: FileStore, colour: string): Promise<string> {
  return db.transaction(async (trx) =>
    saveImage(trx, store, {
      bytes: await solidPng(colour),
      extension: 'png',
      width: 48,
      height: 48,
    }),
  );
}

/**
 * Content items for `userId` as a finished execution would have left them (rows, image records
 * and files), without running a workflow: for tests about listing and linking. Made one second
 * apart, the first the newest; answers their ids in that order.
 */
export async function seedContent(
  db: Database,
  store: FileStore,
  userId: string,
  options: {
    count: number;
    productId?: string;
    name?: string;
    /** The run that made them (content of a snap's run); none by default. */
    executionId?: string;
    type?: 'static_image' | 'story' | 'carousel' | 'video';
  },
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < options.count; i++) {
    // A random colour each: seeded content never shares a file with another creator's.
    const bytes = await solidPng(`#${randomBytes(3).toString('hex')}`);
    const id = await db.transaction(async (trx) => {
      const key = await saveImage(trx, store, { bytes, extension: 'png', width: 48, height: 48 });
      const [row] = await trx('content')
        .insert({
          user_id: userId,
          product_id: options.productId ?? null,
          execution_id: options.executionId ?? null,
          name: `${options.name ?? 'Content'} ${i + 1}`,
          type: options.type ?? 'static_image',
          output_node_id: `seed-${i}`,
          created_at: trx.raw(`now() - make_interval(secs => ?)`, [i]),
        })
        .returning('id');
      await trx('content_images').insert({ content_id: row.id, position: 0, file_key: key });
      return row.id as string;
    });
    ids.push(id);
  }
  return ids;
}
