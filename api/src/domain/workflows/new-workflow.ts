import { UniqueViolationError } from 'objection';
import { BUILT_IN_WORKFLOWS } from '@studio/workflows/graph/built-in-workflows';
import { type WorkflowGraph, type WorkflowKind } from '@studio/workflows/graph/graph';
import { type WorkflowSource } from '../../contract/workflows';
import { type Database } from '../database';
import { DomainError } from '../errors';
import { Workflow } from '../models/workflow';
import { createWorkflow } from './workflow-definitions';

/** A new workflow's starting point: an image input wired to a content output. */
export function blankGraph(): WorkflowGraph {
  return {
    nodes: [
      { id: 'photo', type: 'input.image', params: { name: 'image' }, position: { x: 0, y: 0 } },
      {
        id: 'out',
        type: 'output.content',
        params: { contentType: 'static_image' },
        position: { x: 320, y: 0 },
      },
    ],
    edges: [
      { id: 'e1', source: 'photo', sourcePort: 'image', target: 'out', targetPort: 'images' },
    ],
  };
}

/** A new workflow's draft: as the API offers it, or a graph read from an imported file. */
type Source = WorkflowSource | { kind: 'graph'; graph: WorkflowGraph };

async function startingGraph(db: Database, from: Source): Promise<WorkflowGraph> {
  switch (from.kind) {
    case 'graph':
      return from.graph;
    case 'blank':
      return blankGraph();
    case 'workflow': {
      const source = await Workflow.query(db).findById(from.workflowId);
      if (!source) throw new DomainError('workflow_not_found');
      return source.draft_graph;
    }
    case 'built-in': {
      const builtIn = BUILT_IN_WORKFLOWS.find((w) => w.name === from.name);
      if (!builtIn) {
        throw new DomainError(
          'workflow_not_found',
          `No built-in workflow is named "${from.name}".`,
        );
      }
      return builtIn.graph;
    }
  }
}

/**
 * A manager's new workflow: blank, a copy of another's draft or of a built-in. Names are unique
 * (the table's constraint decides, so two managers choosing one name at once cannot both win).
 */
export async function newWorkflow(
  db: Database,
  request: {
    name: string;
    description: string;
    from: Source;
    createdBy: string;
    kind?: WorkflowKind;
  },
): Promise<{ id: string }> {
  const graph = await startingGraph(db, request.from);
  try {
    return await createWorkflow(db, {
      name: request.name,
      description: request.description,
      graph,
      createdBy: request.createdBy,
      kind: request.kind,
    });
  } catch (error) {
    if (error instanceof UniqueViolationError) throw new DomainError('workflow_name_taken');
    throw error;
  }
}
