import { type RunLookup } from '../../contract/executions';
import { type Database } from '../database';
import { DomainError } from '../errors';
import { Content } from '../models/content';
import { Execution } from '../models/execution';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * The run an operator's pasted reference names: the first id in it (so a whole address will
 * do) as a run's id — which is also its Temporal workflow id (executionWorkflowId) — or as a
 * content item's, answered with the run that made it. 404 `execution_not_found` otherwise.
 */
export async function findRun(db: Database, reference: string): Promise<RunLookup> {
  const id = UUID.exec(reference)?.[0]?.toLowerCase();
  if (!id) throw new DomainError('execution_not_found');
  const run = await Execution.query(db).findById(id).select('id');
  if (run) return { executionId: run.id, matched: 'run' };
  const content = await Content.query(db).findById(id).select('execution_id');
  if (content?.execution_id) return { executionId: content.execution_id, matched: 'content' };
  throw new DomainError('execution_not_found');
}
