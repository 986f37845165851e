import { type Readable } from 'node:stream';

/**
 * Where file bytes live. Keys are content addresses (see file-keys.ts), so writing the same key
 * twice is harmless and a key never changes meaning. Local disk by default; an S3-compatible
 * bucket at scale implements the same interface.
 */
export interface FileStore {
  /** Atomic: a reader sees the whole file or none of it. */
  write(key: string, bytes: Buffer): Promise<void>;
  read(key: string): Promise<Buffer>;
  open(key: string): Readable;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** Every stored key with its last-modified time, for the orphan sweeper. */
  list(): AsyncIterable<{ key: string; modifiedAt: Date }>;
}
