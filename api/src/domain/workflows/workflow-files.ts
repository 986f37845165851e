import { validateGraph } from '@studio/workflows/graph/validate-graph';
import {
  WORKFLOW_FILE_SCHEMA_VERSION,
  type WorkflowFile,
  workflowFileSchema,
} from '../../contract/workflows';
import { type Database } from '../database';
import { DomainError } from '../errors';
import { newWorkflow } from './new-workflow';
import { describeFileIssue } from './workflow-file-issues';
import { workflowDetail } from './workflow-drafts';

/** A workflow's draft as a file another installation (or this one) can import. */
/** A workflow file's shape, refused as a whole with every problem (400 `invalid_workflow_file`). */
export function parseWorkflowFile(body: unknown): WorkflowFile {
  const parsed = workflowFileSchema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  throw new DomainError('invalid_workflow_file', undefined, {
    // In words, each naming the step or connection it is about (the walk found raw paths).
    problems: parsed.error.issues.map((issue) => describeFileIssue(body, issue)),
  });
}

export async function exportWorkflow(db: Database, id: string): Promise<WorkflowFile> {
  const { name, description, draft } = await workflowDetail(db, id);
  return { schemaVersion: WORKFLOW_FILE_SCHEMA_VERSION, name, description, graph: draft.graph };
}

/**
 * A new workflow from a file (its shape checked by the route). Unknown node types are refused
 * (400 `invalid_workflow_file` with every one): such a graph could never be published here. Other
 * problems may stay in a draft. Importing never overwrites: a name in use gets " (imported)", then
 * " (imported 2)", and so on.
 */
export async function importWorkflow(
  db: Database,
  file: WorkflowFile,
  importedBy: string,
): Promise<{ id: string }> {
  const unknown = validateGraph(file.graph).filter((p) => p.code === 'unknown_node_type');
  if (unknown.length > 0) {
    throw new DomainError('invalid_workflow_file', undefined, { problems: unknown });
  }
  for (let attempt = 0; ; attempt++) {
    const name =
      attempt === 0 ? file.name : `${file.name} (imported${attempt === 1 ? '' : ` ${attempt}`})`;
    try {
      // Each try in a transaction of its own: inside a caller's (the audited import) it is a
      // savepoint, so a name in use undoes only that try and the next one can run.
      return await db.transaction((trx) =>
        newWorkflow(trx, {
          name,
          description: file.description,
          from: { kind: 'graph', graph: file.graph },
          createdBy: importedBy,
        }),
      );
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'workflow_name_taken')) throw error;
      if (attempt >= 50) throw error;
    }
  }
}
