import { type BatchRun } from './batch-runs';
import { DELETED_PRODUCT_NAME } from './batch-view';

/** One file of a batch's download: where it is stored and its name in the archive. */
export interface BatchFile {
  name: string;
  fileKey: string;
  /** When its run ended: the entry's date. */
  date: Date;
}

/** Longest name part kept, in characters: archive tools and file systems have limits. */
const MAX_NAME = 80;

/**
 * The images of a batch's succeeded runs as archive entries: `<product name>.<ext>` for the
 * snap's own image, `<product name>-<format>.<ext>` for a social format, each name made safe for
 * every file system and unique in the archive (`-2`, `-3`… when two products share a name or a
 * run makes several images).
 */
export function batchFiles(runs: BatchRun[]): BatchFile[] {
  const taken = new Set<string>();
  const files: BatchFile[] = [];
  for (const run of runs) {
    if (run.status !== 'succeeded') continue;
    const product = safeName(run.productName ?? DELETED_PRODUCT_NAME);
    for (const image of run.images) {
      const stem = image.format ? `${product}-${image.format}` : product;
      const extension = image.fileKey.slice(image.fileKey.lastIndexOf('.') + 1);
      let name = `${stem}.${extension}`;
      for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${stem}-${n}.${extension}`;
      // Compared without case: on macOS and Windows `Mug.png` and `mug.png` are one file.
      taken.add(name.toLowerCase());
      files.push({ name, fileKey: image.fileKey, date: run.finishedAt ?? new Date(0) });
    }
  }
  return files;
}

/**
 * A name any file system takes, and no path: separators, characters Windows refuses and control
 * characters become `-`, leading dots and trailing dots and spaces go, device names get a `-`,
 * and it is cut short.
 */
export function safeName(name: string, fallback = 'product'): string {
  const cleaned = name
    .replace(/\s+/g, ' ')
    // eslint-disable-next-line no-control-regex
    .replace(/[/\\:*?"<>|\u0000-\u001f\u007f]+/g, '-')
    .trim()
    .replace(/^\.+/, '');
  // Cut by characters, not UTF-16 units, so no emoji is cut in half.
  const short = Array.from(cleaned)
    .slice(0, MAX_NAME)
    .join('')
    .replace(/[. ]+$/, '');
  if (!short) return fallback;
  // Names Windows keeps for devices, whatever their extension.
  return /^(con|prn|aux|nul|com\d|lpt\d)$/i.test(short) ? `${short}-` : short;
}
