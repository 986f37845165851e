import { ApplicationFailure } from '@temporalio/activity';
import { type Database } from '@studio/api/domain/database';
import { type FileStore } from '@studio/api/domain/storage/file-store';
import { saveImage } from '@studio/api/domain/storage/stored-files';
import type { ImageActivities, MakePackshotInput, StoredImage } from '@studio/workflows/activities';
import { makePackshot } from '../images/packshot';

export interface ImageActivityDeps {
  db: Database;
  store: FileStore;
  packshotSize: number;
}

export function createImageActivities(deps: ImageActivityDeps): ImageActivities {
  return {
    async makePackshot(input: MakePackshotInput): Promise<StoredImage> {
      const source = await readInput(deps.store, input.inputFileKey);
      let bytes: Buffer;
      try {
        bytes = await makePackshot(source, {
          size: deps.packshotSize,
          background: input.background,
        });
      } catch (error) {
        // sharp could not decode what was stored: retrying would fail the same way.
        throw ApplicationFailure.nonRetryable(
          `The image could not be processed: ${(error as Error).message}`,
          'InvalidImage',
        );
      }
      const fileKey = await saveImage(deps.db, deps.store, {
        bytes,
        extension: 'png',
        width: deps.packshotSize,
        height: deps.packshotSize,
      });
      return { fileKey };
    },
  };
}

async function readInput(store: FileStore, key: string): Promise<Buffer> {
  if (!(await store.exists(key))) {
    throw ApplicationFailure.nonRetryable(
      `Input file ${key} is missing from storage`,
      'FileNotFound',
    );
  }
  return store.read(key);
}
