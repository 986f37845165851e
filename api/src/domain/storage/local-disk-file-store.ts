import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { type Readable } from 'node:stream';
import { isFileKey } from './file-keys';
import { type FileStore } from './file-store';

/** Files on local disk under `root`, fanned out by the first two hex digits of their key. */
export class LocalDiskFileStore implements FileStore {
  constructor(private readonly root: string) {}

  async write(key: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write beside the target, then rename: readers never see a half-written file.
    const partial = `${target}.${randomUUID()}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, target);
  }

  async read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  open(key: string): Readable {
    return createReadStream(this.pathOf(key));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await stat(this.pathOf(key));
      return true;
    } catch {
      return false;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncIterable<{ key: string; modifiedAt: Date }> {
    let shards: string[];
    try {
      shards = await readdir(this.root);
    } catch {
      return;
    }
    for (const shard of shards) {
      const dir = path.join(this.root, shard);
      for (const name of await readdir(dir).catch(() => [] as string[])) {
        if (!isFileKey(name)) continue;
        const { mtime } = await stat(path.join(dir, name));
        yield { key: name, modifiedAt: mtime };
      }
    }
  }

  private pathOf(key: string): string {
    if (!isFileKey(key)) throw new Error(`Not a file key: ${JSON.stringify(key)}`);
    return path.join(this.root, key.slice(0, 2), key);
  }
}
