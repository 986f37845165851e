import {
  type ManagedSnap,
  type PinnableVersion,
  type PinnableWorkflow,
} from '../../contract/manager-snaps';
import { fileUrl } from '../content/content-queries';
import { type Database } from '../database';
import { WorkflowVersion } from '../models/workflow-version';

/** How far back the snaps screen's figures look. */
export const SNAP_STATS_DAYS = 30;

type SnapRow = {
  id: string;
  name: string;
  description: string;
  tags: string[];
  category_id: string;
  category_name: string;
  workflow_id: string | null;
  workflow_name: string | null;
  version_id: string | null;
  version: number | null;
  cost: number | null;
  published_at: Date | null;
  note: string | null;
  latest_version: number | null;
  is_active: boolean;
  position: number;
  cover_file_key: string | null;
  created_at: Date;
  updated_at: Date;
  runs: string;
  succeeded: string;
  failed: string;
  ratings: string;
  good: string;
};

/**
 * Every snap (active or not) in gallery order, or the one with `id`, with its pin and its last
 * 30 days: runs (test runs aside), how many succeeded and failed, and the ratings of the content
 * its runs made. One statement: the figures are grouped per snap in two lateral subqueries that
 * use the executions' (snap_id) index and content's (execution_id).
 */
export async function listManagedSnaps(
  db: Database,
  only?: { id: string },
): Promise<ManagedSnap[]> {
  const since = db.raw(`now() - make_interval(days => ?)`, [SNAP_STATS_DAYS]);
  const { rows } = await db.raw<{ rows: SnapRow[] }>(
    `select s.id, s.name, s.description, s.tags, s.category_id, c.name as category_name,
            s.workflow_id, w.name as workflow_name, v.id as version_id, v.version, v.cost,
            v.published_at, v.note,
            (select max(l.version) from workflow_versions l where l.workflow_id = s.workflow_id)
              as latest_version,
            s.is_active, s.position, s.cover_file_key, s.created_at, s.updated_at,
            coalesce(runs.total, 0) as runs, coalesce(runs.succeeded, 0) as succeeded,
            coalesce(runs.failed, 0) as failed,
            coalesce(rated.total, 0) as ratings, coalesce(rated.good, 0) as good
     from snaps s
     join categories c on c.id = s.category_id
     left join workflows w on w.id = s.workflow_id
     left join workflow_versions v on v.id = s.workflow_version_id
     left join lateral (
       select count(*) as total,
              count(*) filter (where e.status = 'succeeded') as succeeded,
              count(*) filter (where e.status = 'failed') as failed
       from executions e
       where e.snap_id = s.id and not e.is_test and e.created_at >= ?
     ) runs on true
     left join lateral (
       select count(*) as total, count(*) filter (where f.rating = 'Good') as good
       from executions e
       join content ct on ct.execution_id = e.id
       join feedback f on f.content_id = ct.id
       where e.snap_id = s.id and not e.is_test and e.created_at >= ?
     ) rated on true
     ${only ? 'where s.id = ?' : ''}
     order by c.position, c.name, s.position, s.name`,
    [since, since, ...(only ? [only.id] : [])],
  );
  return rows.map(toManagedSnap);
}

function toManagedSnap(row: SnapRow): ManagedSnap {
  const [runs, succeeded, failed] = [Number(row.runs), Number(row.succeeded), Number(row.failed)];
  const [ratings, good] = [Number(row.ratings), Number(row.good)];
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    tags: row.tags,
    category: { id: row.category_id, name: row.category_name },
    workflow:
      row.workflow_id && row.workflow_name
        ? { id: row.workflow_id, name: row.workflow_name }
        : null,
    version:
      row.version_id && row.version !== null
        ? {
            id: row.version_id,
            version: row.version,
            cost: row.cost!,
            publishedAt: row.published_at!.toISOString(),
            note: row.note ?? '',
          }
        : null,
    latestVersion: row.latest_version,
    active: row.is_active,
    position: row.position,
    coverUrl: row.cover_file_key ? fileUrl(row.cover_file_key) : null,
    stats: {
      runs,
      successRate: succeeded + failed > 0 ? succeeded / (succeeded + failed) : null,
      ratings,
      goodShare: ratings > 0 ? good / ratings : null,
    },
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * Every snap workflow with a published version, by name, its versions newest first (a sub-snap
 * runs inside a workflow, never as a snap).
 */
export async function pinnableWorkflows(db: Database): Promise<PinnableWorkflow[]> {
  const rows = await WorkflowVersion.query(db)
    .alias('v')
    .join('workflows as w', 'w.id', 'v.workflow_id')
    .where('w.kind', 'snap')
    .orderBy([{ column: 'w.name' }, { column: 'w.id' }, { column: 'v.version', order: 'desc' }])
    .select(
      'v.workflow_id',
      'w.name as workflow_name',
      'v.id',
      'v.version',
      'v.cost',
      'v.published_at',
      'v.note',
    )
    .castTo<Array<WorkflowVersion & { workflow_name: string }>>();
  const workflows = new Map<string, PinnableWorkflow>();
  for (const row of rows) {
    const workflow = workflows.get(row.workflow_id) ?? {
      id: row.workflow_id,
      name: row.workflow_name,
      versions: [] as PinnableVersion[],
    };
    workflow.versions.push({
      id: row.id,
      version: row.version,
      cost: row.cost,
      publishedAt: row.published_at.toISOString(),
      note: row.note,
    });
    workflows.set(row.workflow_id, workflow);
  }
  return [...workflows.values()];
}
