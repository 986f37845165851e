import { readFile } from 'node:fs/promises';

import yauzl from 'yauzl';

/** The names and sizes of a ZIP file's entries (read with yauzl, as the API's own tests do). */
export async function zipEntries(file: string): Promise<{ name: string; size: number }[]> {
  const bytes = await readFile(file);
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error);
      const entries: { name: string; size: number }[] = [];
      archive.on('entry', (entry: yauzl.Entry) => {
        entries.push({ name: entry.fileName, size: entry.uncompressedSize });
        archive.readEntry();
      });
      archive.on('end', () => resolve(entries));
      archive.on('error', reject);
      archive.readEntry();
    });
  });
}
