import { type Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { type FileStore } from '../domain/storage/file-store';

/**
 * A ZIP archive of stored files, streamed as it is read: each file is opened from the store only
 * when its turn comes, so memory and open files stay flat however many images there are. Images
 * are already compressed, so entries are stored, not deflated (no CPU spent for nothing). A file
 * that cannot be read ends the stream with its error (the client sees a broken download, never a
 * short archive that looks whole); a reader that goes away closes the file being read.
 */
export function zipStream(
  store: FileStore,
  files: { name: string; fileKey: string; date: Date }[],
  onError: (error: unknown) => void,
): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const reading = new Set<Readable>();
  for (const file of files) {
    zip.addReadStreamLazy(file.name, { mtime: file.date, compress: false }, (give) => {
      const stream = store.open(file.fileKey);
      reading.add(stream);
      stream.once('close', () => reading.delete(stream));
      give(null, stream);
    });
  }
  zip.on('error', (error: unknown) => {
    onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  output.once('close', () => {
    for (const stream of reading) stream.destroy();
  });
  zip.end();
  return output;
}
