import { PassThrough, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { isFileKey } from './file-keys';
import { type FileStore } from './file-store';

export interface S3FileStoreSettings {
  /** The server's address; none for AWS itself (the region's endpoint). */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `http://host/bucket/key` rather than `http://bucket.host/key`: most self-hosted servers. */
  forcePathStyle: boolean;
  /** Keys live under this prefix, so one bucket can hold several deployments. */
  prefix?: string;
}

/**
 * Files in an S3-compatible bucket, so that every API and worker process reads and writes the same
 * files (issue 17). A PUT is atomic (a reader sees the whole object or none), which the interface
 * asks of `write`; keys are content addresses, so writing one twice stores the same bytes again.
 * The API streams objects to the browser itself (routes/files.ts) rather than redirecting to a
 * presigned URL: ownership is checked on every read, the responses keep their immutable caching
 * headers and resized variants, and the bucket never needs to be reachable from browsers.
 */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(settings: S3FileStoreSettings) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: {
        accessKeyId: settings.accessKeyId,
        secretAccessKey: settings.secretAccessKey,
      },
    });
    this.bucket = settings.bucket;
    this.prefix = settings.prefix ?? '';
  }

  async write(key: string, bytes: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), Body: bytes }),
    );
  }

  async read(key: string): Promise<Buffer> {
    const answer = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
    );
    return Buffer.from(await answer.Body!.transformToByteArray());
  }

  /** The object's bytes as they arrive; a missing object or a failed request errors the stream. */
  open(key: string): Readable {
    const out = new PassThrough();
    this.client
      .send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }))
      .then((answer) => {
        const body = answer.Body as Readable;
        body.on('error', (error) => out.destroy(error));
        body.pipe(out);
      })
      .catch((error: Error) => out.destroy(error));
    return out;
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      return true;
    } catch (error) {
      if (error instanceof NotFound || error instanceof NoSuchKey) return false;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    // Deleting a missing object succeeds in S3, as `rm --force` does on disk.
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
    );
  }

  async *list(): AsyncIterable<{ key: string; modifiedAt: Date }> {
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket, Prefix: this.prefix || undefined },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.prefix.length);
        // Anything else in the bucket (another tool's files) is not ours to sweep.
        if (key && isFileKey(key) && object.LastModified) {
          yield { key, modifiedAt: object.LastModified };
        }
      }
    }
  }

  /** Releases the client's sockets. */
  close(): void {
    this.client.destroy();
  }

  private objectKey(key: string): string {
    if (!isFileKey(key)) throw new Error(`Not a file key: ${JSON.stringify(key)}`);
    return `${this.prefix}${key}`;
  }
}
