import { type Category as GalleryCategory } from '../../contract/snaps';
import { type ManagedCategory } from '../../contract/manager-categories';
import { type AuditActor, recordAuditEvent } from '../audit/audit-log';
import { type Database } from '../database';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { Category } from '../models/category';
import { Snap } from '../models/snap';

/** Postgres's unique_violation: here, a name another category has in some letter case. */
const UNIQUE_VIOLATION = '23505';

function isNameTaken(error: unknown): boolean {
  const { code, nativeError } = error as { code?: string; nativeError?: { code?: string } };
  return code === UNIQUE_VIOLATION || nativeError?.code === UNIQUE_VIOLATION;
}

/** The categories creators can browse: those with at least one snap they can run, in order. */
export async function listGalleryCategories(db: Database): Promise<GalleryCategory[]> {
  return Category.query(db)
    .select('categories.id', 'categories.name')
    .whereExists(
      Snap.query(db).modify('runnable').whereColumn('snaps.category_id', 'categories.id'),
    )
    .modify('ordered')
    .castTo<GalleryCategory[]>();
}

/** Every category in order, with how many snaps it holds (and how many creators can run). */
export async function listManagedCategories(db: Database): Promise<ManagedCategory[]> {
  const rows = await Category.query(db)
    .select(
      'categories.*',
      Snap.query(db).count('*').whereColumn('snaps.category_id', 'categories.id').as('snap_count'),
      Snap.query(db)
        .count('*')
        .modify('runnable')
        .whereColumn('snaps.category_id', 'categories.id')
        .as('active_snap_count'),
    )
    .modify('ordered')
    .castTo<Array<Category & { snap_count: string; active_snap_count: string }>>();
  return rows.map(toManagedCategory);
}

function toManagedCategory(
  row: Category & { snap_count?: string; active_snap_count?: string },
): ManagedCategory {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    snapCount: Number(row.snap_count ?? 0),
    activeSnapCount: Number(row.active_snap_count ?? 0),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The category a manager acts on, locked for the transaction, or 404. */
/** A category by its id, or undefined when there is none. */
export async function findCategory(db: Database, id: string): Promise<Category | undefined> {
  return Category.query(db).findById(id);
}

async function lockCategory(trx: Database, id: string): Promise<Category> {
  const category = isUuid(id) ? await Category.query(trx).findById(id).forUpdate() : undefined;
  if (!category) throw new DomainError('category_not_found');
  return category;
}

/** A new category, placed last; 409 `category_name_taken` for a name in use in any case. */
export async function createCategory(
  db: Database,
  request: { name: string; actor: AuditActor },
): Promise<ManagedCategory> {
  try {
    return await db.transaction(async (trx) => {
      const category = await insertLast(trx, request.name);
      await recordAuditEvent(trx, request.actor, {
        action: 'category.create',
        target: { type: 'category', id: category.id },
        reason: `Created the category “${category.name}”`,
        details: { name: category.name, position: category.position },
      });
      return toManagedCategory(category);
    });
  } catch (error) {
    if (isNameTaken(error)) throw new DomainError('category_name_taken');
    throw error;
  }
}

async function insertLast(trx: Database, name: string): Promise<Category> {
  return Category.query(trx).insertAndFetch({
    name,
    position: trx.raw('(select coalesce(max(position), 0) + 1 from categories)') as never,
  });
}

/**
 * The category named `name` in any letter case, made (placed last) when there is none. For the
 * seed and the test fixtures; managers create categories with createCategory.
 */
export async function ensureCategory(db: Database, name: string): Promise<string> {
  const found = await Category.query(db).whereRaw('lower(name) = lower(?)', [name]).first();
  if (found) return found.id;
  // Two seeders may race: the unique index lets one insert, the other reads its row.
  const { rows } = await db.raw<{ rows: Array<{ id: string }> }>(
    `insert into categories (name, position)
     values (?, (select coalesce(max(position), 0) + 1 from categories))
     on conflict ((lower(name))) do nothing
     returning id`,
    [name],
  );
  if (rows[0]) return rows[0].id;
  return (await Category.query(db).whereRaw('lower(name) = lower(?)', [name]).first())!.id;
}

/** A new name; the same name again changes and records nothing. */
export async function renameCategory(
  db: Database,
  request: { id: string; name: string; actor: AuditActor },
): Promise<ManagedCategory> {
  try {
    await db.transaction(async (trx) => {
      const category = await lockCategory(trx, request.id);
      if (category.name === request.name) return;
      await Category.query(trx)
        .findById(category.id)
        .patch({ name: request.name, updated_at: trx.fn.now() as never });
      await recordAuditEvent(trx, request.actor, {
        action: 'category.update',
        target: { type: 'category', id: category.id },
        reason: `Renamed the category “${category.name}” to “${request.name}”`,
        details: { from: category.name, to: request.name },
      });
    });
  } catch (error) {
    if (isNameTaken(error)) throw new DomainError('category_name_taken');
    throw error;
  }
  return (await listManagedCategories(db)).find((c) => c.id === request.id)!;
}

/**
 * Puts the categories in the order of `ids`, which must be every category once: a list made
 * before another manager added or deleted one answers 409 `category_order_stale`, and nothing
 * changes. Every row is locked first, so two reorders at once apply one after the other.
 */
export async function reorderCategories(
  db: Database,
  request: { ids: string[]; actor: AuditActor },
): Promise<ManagedCategory[]> {
  await db.transaction(async (trx) => {
    const current = await Category.query(trx).modify('ordered').forUpdate();
    const known = new Set(current.map((c) => c.id));
    if (request.ids.length !== known.size || !request.ids.every((id) => known.has(id))) {
      throw new DomainError('category_order_stale');
    }
    const unchanged = current.every((c, index) => c.id === request.ids[index]);
    if (unchanged) return;
    await trx.raw(
      `update categories c set position = o.position, updated_at = now()
       from unnest(?::uuid[]) with ordinality as o(id, position)
       where c.id = o.id and c.position is distinct from o.position`,
      [request.ids],
    );
    const names = new Map(current.map((c) => [c.id, c.name]));
    await recordAuditEvent(trx, request.actor, {
      action: 'categories.reorder',
      // The whole list changed, not one category.
      target: { type: 'category', id: 'all' },
      reason: 'Reordered the categories',
      details: {
        from: current.map((c) => c.name),
        to: request.ids.map((id) => names.get(id)),
        ids: request.ids,
      },
    });
  });
  return listManagedCategories(db);
}

/**
 * Deletes an empty category. One that snaps use (active or not: each must keep a category)
 * answers 409 `category_in_use` with those snaps' ids and names. The row is locked first, so a
 * snap cannot be moved into it meanwhile (the foreign key would refuse the delete anyway).
 */
export async function deleteCategory(
  db: Database,
  request: { id: string; actor: AuditActor },
): Promise<void> {
  await db.transaction(async (trx) => {
    const category = await lockCategory(trx, request.id);
    const snaps = await Snap.query(trx)
      .select('id', 'name')
      .where('category_id', category.id)
      .orderBy('name');
    if (snaps.length > 0) {
      throw new DomainError(
        'category_in_use',
        `${snaps.length === 1 ? 'A snap is' : `${snaps.length} snaps are`} in “${category.name}”: ${snaps
          .map((snap) => snap.name)
          .join(', ')}. Move ${snaps.length === 1 ? 'it' : 'them'} to another category first.`,
        { snaps: snaps.map(({ id, name }) => ({ id, name })) },
      );
    }
    await Category.query(trx).deleteById(category.id);
    await recordAuditEvent(trx, request.actor, {
      action: 'category.delete',
      target: { type: 'category', id: category.id },
      reason: `Deleted the category “${category.name}”`,
      details: { name: category.name },
    });
  });
}
