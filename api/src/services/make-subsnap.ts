import { type SubsnapParams } from '@studio/workflows/graph/subsnap-nodes';
import { subsnapNodeParams } from '@studio/workflows/graph/subsnap-params';
import { type createSubsnapRequestSchema } from '../contract/workflows';
import { type z } from 'zod';

type CreateSubsnap = z.output<typeof createSubsnapRequestSchema>;
import { type AuditActor } from '../domain/audit/audit-log';
import { type Database } from '../domain/database';
import { newWorkflow } from '../domain/workflows/new-workflow';
import { graphToRun } from '../domain/workflows/subsnap-versions';
import { findVersionOf, InvalidGraphError } from '../domain/workflows/workflow-definitions';
import { publishAudited } from './audited-workflow-changes';

/**
 * "Make sub-snap": steps of a workflow become a sub-snap of their own, published as version 1,
 * all or nothing (an invalid graph or a name in use writes nothing). Answers the settings of the
 * node that takes the steps' place; the editor swaps it in as one undoable change.
 */
export async function makeSubsnap(
  db: Database,
  actor: AuditActor,
  request: CreateSubsnap,
): Promise<{ id: string; node: SubsnapParams }> {
  return db.transaction(async (trx) => {
    const { problems } = await graphToRun(trx, request.graph, 'subsnap');
    if (problems.length > 0) throw new InvalidGraphError(problems);
    const { id } = await newWorkflow(trx, {
      name: request.name,
      description: request.description,
      from: { kind: 'graph', graph: request.graph },
      createdBy: actor.id,
      kind: 'subsnap',
    });
    await publishAudited(trx, actor, id, 'Made from steps of a workflow');
    const version = (await findVersionOf(trx, id))!;
    return {
      id,
      node: subsnapNodeParams({ workflowId: id, name: request.name, version: 1 }, version.graph),
    };
  });
}
