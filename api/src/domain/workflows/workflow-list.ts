import { type WorkflowSummary } from '../../contract/workflows';
import { type Database } from '../database';

interface SummaryRow {
  id: string;
  name: string;
  description: string;
  kind: WorkflowSummary['kind'];
  updated_at: Date;
  latest_version: number | null;
  latest_published_at: Date | null;
  draft_changed: boolean;
  snaps: { id: string; name: string; version: number }[];
  runs: number;
  failed: number;
}

/**
 * Every workflow with what a manager looks for first (contract/workflows.ts), in one query: the
 * newest version (a lateral join on the (workflow_id, version) index), whether the draft differs
 * from it (jsonb equality: the same graph whatever the key order), the snaps pinned to each
 * version, and last week's runs of any of its versions. Newest changes first.
 */
export async function listWorkflows(
  db: Database,
  only?: { id: string },
): Promise<WorkflowSummary[]> {
  const query = db
    .select(
      'w.id',
      'w.name',
      'w.description',
      'w.kind',
      'w.updated_at',
      'latest.version as latest_version',
      'latest.published_at as latest_published_at',
      db.raw(
        'coalesce(latest.drawn_graph, latest.graph) is distinct from w.draft_graph as draft_changed',
      ),
      db.raw(
        `coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name, 'version', v.version) order by s.name)
           from snaps s join workflow_versions v on v.id = s.workflow_version_id
           where s.workflow_id = w.id), '[]') as snaps`,
      ),
      db.raw(
        `(select count(*)::int from executions e join workflow_versions v on v.id = e.workflow_version_id
           where v.workflow_id = w.id and not e.is_test and e.created_at > now() - interval '7 days') as runs`,
      ),
      db.raw(
        `(select count(*)::int from executions e join workflow_versions v on v.id = e.workflow_version_id
           where v.workflow_id = w.id and not e.is_test and e.created_at > now() - interval '7 days'
             and e.status = 'failed') as failed`,
      ),
    )
    .from('workflows as w')
    .joinRaw(
      `left join lateral (select version, published_at, graph, drawn_graph from workflow_versions
         where workflow_id = w.id order by version desc limit 1) latest on true`,
    )
    .orderBy([
      { column: 'w.updated_at', order: 'desc' },
      { column: 'w.name', order: 'asc' },
    ]);
  if (only) void query.where('w.id', only.id);
  const rows = (await query) as SummaryRow[];
  return rows.map(toSummary);
}

function toSummary(row: SummaryRow): WorkflowSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    kind: row.kind,
    latestVersion:
      row.latest_version === null
        ? null
        : { version: row.latest_version, publishedAt: row.latest_published_at!.toISOString() },
    draftChanged: row.draft_changed,
    snaps: row.snaps,
    runsLast7Days: row.runs,
    failureRateLast7Days: row.runs === 0 ? 0 : row.failed / row.runs,
    updatedAt: row.updated_at.toISOString(),
  };
}
