import { Coins } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { type Shortfall } from '@/features/batches/lib/shortfall';
import { tokens } from '@/features/batches/lib/words';

type ShortfallAlertProps = {
  runs: number;
  shortfall: Pick<Shortfall, 'affordable' | 'currentTokens'>;
  /** Keep only as many products as the balance pays for. */
  onKeepAffordable: () => void;
};

/**
 * The balance pays for some of the batch's runs but not all: how many, and the two ways on (run
 * fewer products, or get tokens). A batch starts only when every run is paid for.
 */
export function ShortfallAlert({ runs, shortfall, onKeepAffordable }: ShortfallAlertProps) {
  const { affordable, currentTokens } = shortfall;
  return (
    <div
      role="alert"
      className="grid gap-3 rounded-lg border border-warning-200 bg-warning-50 p-3 text-sm text-warning-800"
    >
      <p className="flex gap-2">
        <Coins className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong>
            Your balance pays for {affordable} of these {runs} runs.
          </strong>{' '}
          You have {tokens(currentTokens)}.
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        {affordable > 0 ? (
          <Button size="sm" variant="secondary" onClick={onKeepAffordable}>
            Keep the first {affordable}
          </Button>
        ) : null}
        <ButtonLink size="sm" to="/subscription">
          Get more tokens
        </ButtonLink>
      </div>
    </div>
  );
}
