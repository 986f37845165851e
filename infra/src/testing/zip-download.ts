import { fromBuffer } from 'yauzl';
import { type SignedIn } from './test-users';

/** A GET answered as raw bytes (a ZIP download), whatever its content type. */
export function downloadBytes(agent: SignedIn['agent'], path: string) {
  return agent
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

/** The names and sizes of a ZIP archive's entries, read with yauzl. */
export function zipEntries(zip: Buffer): Promise<{ name: string; size: number }[]> {
  return new Promise((resolve, reject) => {
    fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error);
      const entries: { name: string; size: number }[] = [];
      archive.on('entry', (entry: { fileName: string; uncompressedSize: number }) => {
        entries.push({ name: entry.fileName, size: entry.uncompressedSize });
        archive.readEntry();
      });
      archive.on('end', () => resolve(entries));
      archive.on('error', reject);
      archive.readEntry();
    });
  });
}
