import { type SocialFormat } from '@studio/workflows/graph/node-catalogue';
import { withSocialFormats } from '@studio/workflows/graph/with-social-formats';
import { type ExecutionError, type ExecutionStatus } from '../../contract/executions';
import { type Database } from '../database';
import { Execution } from '../models/execution';
import { type BatchRecord } from './batch-records';

/** One image a run made, with the social format it was sized to (null: the snap's own). */
export interface RunImage {
  fileKey: string;
  format: SocialFormat | null;
}

/** One of a batch's runs with what it made, as its page and its download show it. */
export interface BatchRun {
  executionId: string;
  /** As chosen, even when the product has been deleted since. */
  productId: string;
  /** Null when the product has been deleted since. */
  productName: string | null;
  /** The product image the run took. */
  inputFileKey: string;
  status: ExecutionStatus;
  error: ExecutionError | null;
  finishedAt: Date | null;
  /** Its content records in the graph's order (the snap's own first, then its social formats). */
  contentIds: string[];
  images: RunImage[];
}

interface RunRow {
  id: string;
  batch_position: number;
  product_name: string | null;
  input_file_key: string;
  status: ExecutionStatus;
  error: ExecutionError | null;
  finished_at: Date | null;
  outputs: { id: string; nodeId: string; fileKeys: string[] }[];
}

/** The batch's runs in the order its products were chosen, each with its content, one query. */
export async function listBatchRuns(db: Database, batch: BatchRecord): Promise<BatchRun[]> {
  const rows = await Execution.query(db)
    .alias('e')
    .leftJoin('products as p', 'p.id', 'e.product_id')
    .where('e.batch_id', batch.id)
    .orderBy('e.batch_position')
    .select(
      'e.id',
      'e.batch_position',
      'p.name as product_name',
      'e.input_file_key',
      'e.status',
      'e.error',
      'e.finished_at',
      db.raw(`coalesce((
        select json_agg(json_build_object(
          'id', c.id,
          'nodeId', c.output_node_id,
          'fileKeys', coalesce(
            (select json_agg(ci.file_key order by ci.position)
             from content_images ci where ci.content_id = c.id),
            '[]'::json)))
        from content c where c.execution_id = e.id and c.removed_at is null
      ), '[]'::json) as outputs`),
    )
    .castTo<RunRow[]>();
  const outputs = outputOrder(batch);
  return rows.map((row) => {
    const made = [...row.outputs].sort(
      (a, b) => outputs.order.indexOf(a.nodeId) - outputs.order.indexOf(b.nodeId),
    );
    return {
      executionId: row.id,
      productId: batch.product_ids[row.batch_position]!,
      productName: row.product_name,
      inputFileKey: row.input_file_key,
      status: row.status,
      error: row.error,
      finishedAt: row.finished_at,
      contentIds: made.map((output) => output.id),
      images: made.flatMap((output) =>
        output.fileKeys.map((fileKey, position) => ({
          fileKey,
          // The Social formats node makes one image per format, in the order they were ticked.
          format:
            output.nodeId === outputs.formatsNode ? (outputs.formats[position] ?? null) : null,
        })),
      ),
    };
  });
}

/**
 * The output nodes of the batch's runs in the graph's order, and which of them holds the social
 * formats (the nodes withSocialFormats added after the version's own).
 */
function outputOrder(batch: BatchRecord) {
  const formats = batch.social_formats;
  const graph = withSocialFormats(batch.version_graph, formats) ?? batch.version_graph;
  const outputs = graph.nodes.filter((node) => node.type === 'output.content');
  const own = new Set(batch.version_graph.nodes.map((node) => node.id));
  return {
    order: outputs.map((node) => node.id),
    formatsNode: outputs.find((node) => !own.has(node.id))?.id,
    formats,
  };
}
