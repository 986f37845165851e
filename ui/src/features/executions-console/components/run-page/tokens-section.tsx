import { type ExecutionDetails } from '@studio/api/contract/execution-details';

type LedgerEntry = ExecutionDetails['ledger'][number];
import { CREDIT_KIND_LABELS } from '@studio/api/contract/billing';

import { DataTable, tableColumns } from '@/components/ui/data-table';
import { formatTime } from './run-format';
import { RunSection } from './run-section';

const signed = (amount: number) => (amount > 0 ? `+${amount}` : String(amount));

const column = tableColumns<LedgerEntry>();
const LEDGER_COLUMNS = column.columns([
  column.accessor('kind', {
    header: 'Kind',
    cell: (info) => (
      <span className="whitespace-nowrap">{CREDIT_KIND_LABELS[info.getValue()]}</span>
    ),
  }),
  column.accessor('amount', {
    header: 'Amount',
    cell: (info) => <span className="font-mono">{signed(info.getValue())}</span>,
  }),
  column.accessor('balanceAfter', {
    header: 'Balance after',
    cell: (info) => <span className="font-mono">{info.getValue()}</span>,
  }),
  column.accessor('createdAt', {
    header: 'Time',
    cell: (info) => (
      <time className="text-ink-muted" dateTime={info.getValue()}>
        {formatTime(info.getValue())}
      </time>
    ),
  }),
]);
const LEDGER_NUMERIC = new Set(['amount', 'balanceAfter']);

/** What the run cost, held and charged, and the ledger entries that moved its tokens. */
export function TokensSection({ details }: { details: ExecutionDetails }) {
  const { run, ledger } = details;
  return (
    <RunSection title="Tokens">
      <dl className="grid grid-cols-3 gap-3 text-sm">
        <Figure label="Cost" value={run.cost} />
        <Figure label="Reserved" value={run.tokensReserved} />
        <Figure label="Charged" value={run.tokensCharged} />
      </dl>
      {run.paidByPlatform ? (
        <p className="mt-3 text-sm text-ink">
          <span className="font-semibold">Paid by the platform:</span> an operator’s replay is free
          for the creator.
        </p>
      ) : null}
      {ledger.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">
          {run.test
            ? 'No ledger entries: test runs are free.'
            : run.paidByPlatform
              ? 'No ledger entries: the creator’s balance was not touched.'
              : 'No ledger entries yet.'}
        </p>
      ) : (
        <div className="mt-3">
          <DataTable
            columns={LEDGER_COLUMNS}
            data={ledger}
            caption="Ledger entries of this run, oldest first"
            numeric={LEDGER_NUMERIC}
            stackOnPhone
            look="plain"
          />
        </div>
      )}
    </RunSection>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-surface-muted p-3">
      <dt className="text-xs font-medium text-ink-muted">{label}</dt>
      <dd className="mt-0.5 text-xl font-semibold text-ink">{value}</dd>
    </div>
  );
}
