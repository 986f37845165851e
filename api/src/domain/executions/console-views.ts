import { z } from 'zod';
import { type ConsoleView as ConsoleViewAnswer } from '../../contract/console-views';
import { type Database } from '../database';
import { DomainError } from '../errors';
import { ConsoleView } from '../models/console-view';

type Row = ConsoleView & { owner_email: string | null };

const answer = (row: Row, userId: string): ConsoleViewAnswer => ({
  id: row.id,
  name: row.name,
  query: row.query,
  shared: row.shared,
  owner: { email: row.owner_email },
  mine: row.owner_id === userId,
  createdAt: row.created_at.toISOString(),
});

/** The manager's own views and those other managers share, by name (own first on a tie). */
export async function listConsoleViews(db: Database, userId: string): Promise<ConsoleViewAnswer[]> {
  const rows = (await ConsoleView.query(db)
    .leftJoinRelated('owner')
    .where((q) => q.where('console_views.owner_id', userId).orWhere('console_views.shared', true))
    .select('console_views.*', 'owner.email as owner_email')
    .orderBy('console_views.name')
    .orderByRaw('console_views.owner_id = ? desc', [userId])) as Row[];
  return rows.map((row) => answer(row, userId));
}

/** Saves a view under a name the manager has not used yet (409 `console_view_name_taken`). */
export async function saveConsoleView(
  db: Database,
  ownerId: string,
  view: { name: string; query: string; shared: boolean },
): Promise<ConsoleViewAnswer> {
  const saved = await ConsoleView.query(db)
    .insert({ owner_id: ownerId, ...view })
    .onConflict(['owner_id', 'name'])
    .ignore()
    .returning('*');
  if (!saved?.id) throw new DomainError('console_view_name_taken');
  const row = (await ConsoleView.query(db)
    .leftJoinRelated('owner')
    .findById(saved.id)
    .select('console_views.*', 'owner.email as owner_email')) as Row;
  return answer(row, ownerId);
}

/** Deletes one of the manager's own views; another's, or none, is 404 `console_view_not_found`. */
export async function deleteConsoleView(db: Database, ownerId: string, id: string): Promise<void> {
  if (!z.string().uuid().safeParse(id).success) throw new DomainError('console_view_not_found');
  const deleted = await ConsoleView.query(db).delete().where({ id, owner_id: ownerId });
  if (deleted === 0) throw new DomainError('console_view_not_found');
}
