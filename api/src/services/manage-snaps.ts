import {
  type ManagedSnap,
  type createSnapRequestSchema,
  type updateSnapRequestSchema,
} from '../contract/manager-snaps';
import { type z } from 'zod';
import { type AuditActor, recordAuditEvent } from '../domain/audit/audit-log';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { isUuid } from '../domain/ids';
import { findCategory } from '../domain/categories/categories';
import { decodeImageDataUrl, type UploadLimits } from '../domain/images/decode-image-data-url';
import { type Snap } from '../domain/models/snap';
import { type WorkflowVersion } from '../domain/models/workflow-version';
import { listManagedSnaps } from '../domain/snaps/snap-admin';
import { insertSnap, lockSnap, patchSnap } from '../domain/snaps/snap-writes';
import { type FileStore } from '../domain/storage/file-store';
import { saveImage } from '../domain/storage/stored-files';
import { findVersion } from '../domain/workflows/workflow-definitions';
import { Workflow } from '../domain/models/workflow';

export interface SnapAdminDeps {
  db: Database;
  store: FileStore;
  upload: UploadLimits;
}

/** A new snap's fields, as the contract parsed them. */
export type NewSnap = z.output<typeof createSnapRequestSchema>;
/** The fields a change gives (the others stay). */
export type SnapChange = z.output<typeof updateSnapRequestSchema>;

/** Postgres's unique_violation: here, the name of another snap. */
function isNameTaken(error: unknown): boolean {
  const { code, nativeError } = error as { code?: string; nativeError?: { code?: string } };
  return [code, nativeError?.code].includes('23505');
}

/** The snap a manager acts on, or 404 `snap_not_found`. */
export async function managedSnap(db: Database, id: string): Promise<ManagedSnap> {
  const [snap] = isUuid(id) ? await listManagedSnaps(db, { id }) : [];
  if (!snap) throw new DomainError('snap_not_found');
  return snap;
}

async function categoryName(trx: Database, id: string): Promise<string> {
  const category = await findCategory(trx, id);
  if (!category) throw new DomainError('category_not_found');
  return category.name;
}

/** A version a snap may run: of a snap's workflow (a sub-snap's has no photo in nor content out). */
async function pinnableVersion(trx: Database, id: string): Promise<WorkflowVersion> {
  const version = await findVersion(trx, id);
  if (!version) throw new DomainError('workflow_version_not_found');
  const workflow = await Workflow.query(trx).findById(version.workflow_id).select('kind');
  if (workflow?.kind !== 'snap') {
    throw new DomainError(
      'validation_error',
      'A sub-snap runs inside a workflow; choose a workflow made for snaps.',
    );
  }
  return version;
}

/** A cover sent as a data URL, checked by its bytes and stored before any row points at it. */
async function storeCover(deps: SnapAdminDeps, cover: string | null | undefined) {
  if (!cover) return cover;
  return saveImage(deps.db, deps.store, await decodeImageDataUrl(cover, deps.upload));
}

/** A new snap, audited as `snap.create`; 409 `snap_name_taken` for a name in use. */
export async function createSnap(
  deps: SnapAdminDeps,
  fields: NewSnap,
  actor: AuditActor,
): Promise<ManagedSnap> {
  const coverKey = await storeCover(deps, fields.cover);
  try {
    const id = await deps.db.transaction(async (trx) => {
      const category = await categoryName(trx, fields.categoryId);
      const version = await pinnableVersion(trx, fields.workflowVersionId);
      const row = await insertSnap(trx, {
        name: fields.name,
        description: fields.description,
        tags: fields.tags,
        category_id: fields.categoryId,
        workflow_id: version.workflow_id,
        workflow_version_id: version.id,
        is_active: fields.active,
        position: fields.position,
        cover_file_key: coverKey ?? null,
      });
      await recordAuditEvent(trx, actor, {
        action: 'snap.create',
        target: { type: 'snap', id: row.id },
        reason: `Created the snap “${fields.name}”`,
        details: {
          name: fields.name,
          category,
          workflowId: version.workflow_id,
          version: version.version,
          cost: version.cost,
          active: fields.active,
          position: row.position,
          cover: coverKey !== undefined && coverKey !== null,
        },
      });
      return row.id;
    });
    return managedSnap(deps.db, id);
  } catch (error) {
    if (isNameTaken(error)) throw new DomainError('snap_name_taken');
    throw error;
  }
}

type Change = { from: unknown; to: unknown };

/**
 * Changes any of a snap's fields, audited as `snap.update` with each change's before and after
 * (a new pin names both versions and costs). Nothing changed records nothing. A snap is never
 * deleted here: runs refer to it, so a manager deactivates it, which takes it out of the
 * creators' gallery at once.
 */
export async function updateSnap(
  deps: SnapAdminDeps,
  id: string,
  fields: SnapChange,
  actor: AuditActor,
): Promise<ManagedSnap> {
  if (!isUuid(id)) throw new DomainError('snap_not_found');
  const coverKey = await storeCover(deps, fields.cover);
  try {
    await deps.db.transaction(async (trx) => {
      const snap = await lockSnap(trx, id);
      if (!snap) throw new DomainError('snap_not_found');
      const patch: Record<string, unknown> = {};
      const changes: Record<string, Change> = {};
      const note = (field: string, column: string, from: unknown, to: unknown, shown = to) => {
        if (to === undefined || JSON.stringify(from) === JSON.stringify(to)) return;
        patch[column] = to;
        changes[field] = { from: field === 'cover' ? from !== null : from, to: shown };
      };
      note('name', 'name', snap.name, fields.name);
      note('description', 'description', snap.description, fields.description);
      note('tags', 'tags', snap.tags, fields.tags);
      note('active', 'is_active', snap.is_active, fields.active);
      note('position', 'position', snap.position, fields.position);
      note('cover', 'cover_file_key', snap.cover_file_key, coverKey, coverKey !== null);
      if (fields.categoryId !== undefined && fields.categoryId !== snap.category_id) {
        const [from, to] = [
          await categoryName(trx, snap.category_id),
          await categoryName(trx, fields.categoryId),
        ];
        patch.category_id = fields.categoryId;
        changes.category = { from, to };
      }
      if (
        fields.workflowVersionId !== undefined &&
        fields.workflowVersionId !== snap.workflow_version_id
      ) {
        const to = await pinnableVersion(trx, fields.workflowVersionId);
        const from = snap.workflow_version_id
          ? await findVersion(trx, snap.workflow_version_id)
          : undefined;
        patch.workflow_id = to.workflow_id;
        patch.workflow_version_id = to.id;
        changes.version = {
          from: from
            ? { workflowId: from.workflow_id, version: from.version, cost: from.cost }
            : null,
          to: { workflowId: to.workflow_id, version: to.version, cost: to.cost },
        };
      }
      if (Object.keys(changes).length === 0) return;
      await patchSnap(trx, id, patch as Partial<Snap>);
      await recordAuditEvent(trx, actor, {
        action: 'snap.update',
        target: { type: 'snap', id },
        reason: `Changed the snap “${snap.name}”: ${Object.keys(changes).join(', ')}`,
        details: { name: fields.name ?? snap.name, changes },
      });
    });
  } catch (error) {
    if (isNameTaken(error)) throw new DomainError('snap_name_taken');
    throw error;
  }
  return managedSnap(deps.db, id);
}
