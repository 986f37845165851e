import { type Database } from '../database';
import { Content, ContentImage } from '../models/content';
import { Execution, type ExecutionError } from '../models/execution';
import { type FileStore } from '../storage/file-store';
import { saveImage, type ImageToStore } from '../storage/stored-files';

/**
 * Records a new execution with its uploaded input in one transaction: the input file's row and
 * the execution row exist together or not at all.
 */
export async function createExecution(
  db: Database,
  store: FileStore,
  input: { snapId: string; userId: string; isDemo: boolean; image: ImageToStore },
): Promise<Execution> {
  return db.transaction(async (trx) => {
    const inputFileKey = await saveImage(trx, store, input.image);
    return Execution.query(trx)
      .insert({
        snap_id: input.snapId,
        user_id: input.userId,
        is_demo: input.isDemo,
        input_file_key: inputFileKey,
      })
      .returning('*');
  });
}

/** Idempotent: only a queued execution moves to running. */
export async function markExecutionRunning(db: Database, executionId: string): Promise<void> {
  await Execution.query(db)
    .patch({ status: 'running', started_at: db.fn.now() as unknown as Date })
    .where({ id: executionId, status: 'queued' });
}

/** Idempotent: records the first failure of an execution that has not already finished. */
export async function markExecutionFailed(
  db: Database,
  executionId: string,
  error: ExecutionError,
): Promise<void> {
  await Execution.query(db)
    .patch({ status: 'failed', error, finished_at: db.fn.now() as unknown as Date })
    .where({ id: executionId })
    .whereIn('status', ['queued', 'running']);
}

/**
 * Writes an execution's output as content and marks the execution succeeded, in one transaction.
 * Retried after a crash, it finds the content it already wrote and returns that.
 */
export async function saveExecutionContent(
  db: Database,
  input: { executionId: string; name: string; type: Content['type']; fileKeys: string[] },
): Promise<Content> {
  return db.transaction(async (trx) => {
    const existing = await Content.query(trx).findOne({ execution_id: input.executionId });
    if (existing) return existing;
    const execution = await Execution.query(trx).findById(input.executionId);
    if (!execution) throw new Error(`No execution ${input.executionId}`);
    const content = await Content.query(trx).insert({
      execution_id: input.executionId,
      user_id: execution.user_id,
      name: input.name,
      type: input.type,
    });
    await ContentImage.query(trx).insert(
      input.fileKeys.map((file_key, position) => ({ content_id: content.id, position, file_key })),
    );
    await Execution.query(trx)
      .patch({ status: 'succeeded', finished_at: trx.fn.now() as unknown as Date })
      .where({ id: input.executionId });
    return content;
  });
}
