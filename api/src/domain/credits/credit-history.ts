import { nodeType } from '@studio/workflows/graph/node-catalogue';
import { FailureType, SENSITIVE_CONTENT_CODE } from '@studio/workflows/contract/failure-types';
import {
  type CreditHistoryItem,
  type CreditHistoryPage,
  type RunCreditOutcome,
} from '../../contract/billing';
import { type Database } from '../database';
import { CreditEntry } from '../models/credit-entry';
import { Execution } from '../models/execution';
import { toCreditTransaction } from './transactions';

/**
 * One line of the page: a run (its execution id) or an entry of its own (its id), and the
 * balance after it: every line up to it, oldest first, added up.
 */
type LineKey = {
  execution_id: string | null;
  entry_id: string | null;
  balance_after: string | number;
};

/**
 * A creator's token history as they read it: newest first, one line per run with what it finally
 * cost, one line per other change (grant, allowance, adjustment). The ledger keeps a run's hold
 * and its charge or refund as separate entries ("Reserved −4", then "Charged 0"), which read as a
 * free run; here they are grouped in SQL, so a page holds `limit` lines and `total` counts lines.
 */
export async function listCreditHistory(
  db: Database,
  query: { userId: string; page: number; limit: number },
): Promise<CreditHistoryPage> {
  const lineOf = db.raw('case when execution_id is null then id end');
  const own = () => CreditEntry.query(db).where('user_id', query.userId);
  // The grouping is the point: SQL fragments over the ledger's model (README, data access).
  const [countRow, lines] = await Promise.all([
    own()
      .select(db.raw("count(distinct coalesce(execution_id::text, 'entry:' || id::text)) as total"))
      .first()
      .castTo<{ total?: string | number } | undefined>(),
    own()
      // A line's balance is the lines before it added up (the balance is its entries' sum):
      // a batch's runs hold their tokens at once and are charged later, so the ledger's last
      // entry of each run would give every one of them the same balance.
      .select(
        'execution_id',
        { entry_id: lineOf },
        db.raw('sum(sum(amount)) over (order by max(created_at), max(id)) as balance_after'),
      )
      .groupBy('execution_id', lineOf)
      // A run sits where its last entry is: it moves up when it ends, as a new entry would.
      .orderByRaw('max(created_at) desc, max(id) desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .castTo<LineKey[]>(),
  ]);

  const executionIds = lines.flatMap((line) => (line.execution_id ? [line.execution_id] : []));
  const entryIds = lines.flatMap((line) => (line.entry_id ? [line.entry_id] : []));
  const [entries, executions] = await Promise.all([
    CreditEntry.query(db)
      .where('user_id', query.userId)
      .where((q) => q.whereIn('execution_id', executionIds).orWhereIn('id', entryIds))
      .orderBy('id'),
    Execution.query(db)
      .whereIn('executions.id', executionIds)
      .withGraphFetched('[snap, workflowVersion, apiKey]')
      .modifyGraph('snap', (q) => q.select('snaps.id', 'snaps.name'))
      .modifyGraph('apiKey', (q) => q.select('api_keys.id', 'api_keys.name', 'api_keys.prefix'))
      .modifyGraph('workflowVersion', (q) => q.select('workflow_versions.id', 'graph')),
  ]);
  const byExecution = new Map(executions.map((execution) => [execution.id, execution]));

  const items = lines.map((line): CreditHistoryItem => {
    if (line.entry_id) {
      const entry = entries.find((e) => String(e.id) === String(line.entry_id))!;
      return {
        type: 'entry',
        id: String(entry.id),
        kind: entry.kind,
        amount: entry.amount,
        balanceAfter: Number(line.balance_after),
        reason: entry.reason,
        createdAt: entry.created_at.toISOString(),
      };
    }
    const execution = byExecution.get(line.execution_id!);
    const own = entries.filter((e) => e.execution_id === line.execution_id);
    return runLine(line.execution_id!, own, execution, Number(line.balance_after));
  });
  return { items, total: Number(countRow?.total ?? 0), page: query.page, limit: query.limit };
}

/** A run's entries (oldest first) as one line, with the balance after the lines up to it. */
function runLine(
  executionId: string,
  entries: CreditEntry[],
  execution: Execution | undefined,
  balanceAfter: number,
): CreditHistoryItem {
  const last = entries.at(-1)!;
  const outcome: RunCreditOutcome = entries.some((e) => e.kind === 'release')
    ? 'refunded'
    : entries.some((e) => e.kind === 'commit')
      ? 'charged'
      : 'held';
  const snapName = execution?.snap?.name ?? null;
  return {
    type: 'run',
    id: executionId,
    snapName,
    outcome,
    amount: entries.reduce((sum, e) => sum + e.amount, 0),
    held: -entries.filter((e) => e.kind === 'reserve').reduce((sum, e) => sum + e.amount, 0),
    balanceAfter,
    refundReason: outcome === 'refunded' ? refundReason(execution) : null,
    apiKey: execution?.apiKey
      ? { name: execution.apiKey.name, prefix: execution.apiKey.prefix }
      : null,
    createdAt: last.created_at.toISOString(),
    entries: entries.map((e) => toCreditTransaction(e, snapName)),
  };
}

/** Why a run's tokens came back, in the creator's words, from what its execution recorded. */
export function refundReason(execution: Execution | undefined): string {
  if (!execution) return 'The run ended without finishing.';
  if (execution.status === 'cancelled' || execution.error?.type === FailureType.Cancelled) {
    return 'The run was cancelled.';
  }
  const error = execution.error;
  if (!error) return 'The run did not finish.';
  if (error.code === SENSITIVE_CONTENT_CODE || error.type === FailureType.SensitiveContent) {
    return 'The photo was flagged as sensitive content.';
  }
  if (error.type === FailureType.TimedOut) return 'The run did not finish in time.';
  const node = execution.workflowVersion?.graph.nodes.find((n) => n.id === error.nodeId);
  const step = node ? (nodeType(node.type)?.label ?? node.type) : null;
  return step ? `The run failed at ${step}: ${error.message}` : `The run failed: ${error.message}`;
}
