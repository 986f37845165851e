import { type AuditActor, recordAuditEvent } from '../domain/audit/audit-log';
import { type Database } from '../domain/database';
import { workflowDetail } from '../domain/workflows/workflow-drafts';
import { type WorkflowFile } from '../contract/workflows';
import { importWorkflow } from '../domain/workflows/workflow-files';
import {
  deleteWorkflow,
  publishDraft,
  restoreVersion,
  subsnapUpdates,
} from '../domain/workflows/workflow-versions';

/**
 * The workflow changes the audit log keeps, each in one transaction with its entry: what snaps
 * run changes when a version is published, a draft is restored or a workflow comes in from a file
 * or goes, and operators asked to see who did it (issue 36). Autosaves and renames are not
 * audited: a draft is scratch work until it is published. The entry's reason is the publish
 * note where there is one, else what happened in words (these actions ask for none).
 */
export function publishAudited(db: Database, actor: AuditActor, id: string, note: string) {
  return db.transaction(async (trx) => {
    const published = await publishDraft(trx, id, { userId: actor.id, note });
    await recordAuditEvent(trx, actor, {
      action: 'workflow.publish',
      target: { type: 'workflow', id },
      reason: note.trim() || `Published version ${published.version.version}`,
      details: { version: published.version.version },
    });
    // A sub-snap moved to another version changes what the workflow runs: said on its own.
    for (const update of await subsnapUpdates(trx, id, published.version.version)) {
      await recordAuditEvent(trx, actor, {
        action: 'workflow.subsnap-update',
        target: { type: 'workflow', id },
        reason: `Updated sub-snap ${update.name} from version ${update.from} to ${update.to}`,
        details: { ...update, version: published.version.version },
      });
    }
    return published;
  });
}

export function restoreAudited(db: Database, actor: AuditActor, id: string, version: number) {
  return db.transaction(async (trx) => {
    const restored = await restoreVersion(trx, id, version, actor.id);
    await recordAuditEvent(trx, actor, {
      action: 'workflow.restore',
      target: { type: 'workflow', id },
      reason: `Restored version ${version} into the draft`,
      details: { version },
    });
    return restored;
  });
}

export function importAudited(db: Database, actor: AuditActor, file: WorkflowFile) {
  return db.transaction(async (trx) => {
    const imported = await importWorkflow(trx, file, actor.id);
    await recordAuditEvent(trx, actor, {
      action: 'workflow.import',
      target: { type: 'workflow', id: imported.id },
      reason: 'Imported from a workflow file',
      details: { name: file.name },
    });
    return imported;
  });
}

/** The name goes into the entry: once deleted, nothing else remembers which workflow it was. */
export function deleteAudited(db: Database, actor: AuditActor, id: string) {
  return db.transaction(async (trx) => {
    const { name } = await workflowDetail(trx, id);
    await deleteWorkflow(trx, id);
    await recordAuditEvent(trx, actor, {
      action: 'workflow.delete',
      target: { type: 'workflow', id },
      reason: 'Deleted the workflow',
      details: { name },
    });
  });
}
