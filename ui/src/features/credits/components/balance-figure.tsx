import { Coins } from 'lucide-react';

import { LOW_BALANCE_THRESHOLD, useBalance } from '@/features/credits/api/get-balance';
import { formatTokens } from '@/features/credits/lib/format';

/** The balance in large figures: red under the low-balance threshold, with a green coin otherwise. */
export function BalanceFigure() {
  const balance = useBalance();
  if (!balance.isSuccess) return <p className="mt-2 text-ink-muted">…</p>;
  const low = balance.data.credits < LOW_BALANCE_THRESHOLD;
  return (
    <p
      data-low-balance={low}
      className={`mt-2 flex items-center gap-2 text-3xl font-bold tabular-nums ${
        low ? 'text-danger-600' : 'text-ink'
      }`}
    >
      <Coins
        className={`size-7 ${low ? 'text-danger-600' : 'text-success-600'}`}
        aria-hidden="true"
      />
      {formatTokens(balance.data.credits)}
    </p>
  );
}
