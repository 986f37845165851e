import { type ExecutionDetails } from '@studio/api/contract/execution-details';
import { type CreditKind } from '@studio/api/contract/billing';

import { formatTime } from './run-format';
import { RunSection } from './run-section';

const KIND_LABELS: Record<CreditKind, string> = {
  reserve: 'Reserve (held)',
  commit: 'Commit (charged)',
  release: 'Release (given back)',
  grant: 'Grant',
  purchase: 'Purchase',
  subscription: 'Subscription',
  adjust: 'Adjustment',
};

const signed = (amount: number) => (amount > 0 ? `+${amount}` : String(amount));

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
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Ledger entries of this run, oldest first</caption>
            <thead className="border-b border-line text-xs text-ink-muted">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Kind
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Amount
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Balance after
                </th>
                <th scope="col" className="py-2 font-medium">
                  Time
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {ledger.map((entry) => (
                <tr key={entry.id}>
                  <td className="py-2 pr-3 whitespace-nowrap">{KIND_LABELS[entry.kind]}</td>
                  <td className="py-2 pr-3 text-right font-mono">{signed(entry.amount)}</td>
                  <td className="py-2 pr-3 text-right font-mono">{entry.balanceAfter}</td>
                  <td className="py-2 whitespace-nowrap text-ink-muted">
                    <time dateTime={entry.createdAt}>{formatTime(entry.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
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
