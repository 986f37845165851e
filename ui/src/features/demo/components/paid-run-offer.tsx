import { CircleAlert, LoaderCircle, Sparkles } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { DEMO_LIMIT_MESSAGE } from '@/features/demo/lib/demo-errors';

/** What the offer needs to know; `cost` and `balance` are undefined while they load. */
export type PaidRunQuote = {
  photo: string;
  style: string;
  cost: number | undefined;
  balance: number | undefined;
};

/** Whether the balance covers the run: undefined while either number is still loading. */
export function canAfford({ cost, balance }: PaidRunQuote): boolean | undefined {
  if (cost === undefined || balance === undefined) return undefined;
  return balance >= cost;
}

const tokens = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'token' : 'tokens'}`;

type PaidRunOfferProps = {
  quote: PaidRunQuote;
  onRun: () => void;
  onPurchase: () => void;
  onNotNow: () => void;
};

/**
 * A creator whose free demo is used up, back with a photo from the landing page: their photo, the
 * style, what a run costs and what they have. With enough tokens, "Run it" spends them on the
 * normal paid road; short of them, the spec's message and "Purchase Credits", the photo kept for
 * after the purchase. Nothing here drops the photo but "Not now", which says so.
 */
export function PaidRunOffer({ quote, onRun, onPurchase, onNotNow }: PaidRunOfferProps) {
  const affordable = canAfford(quote);
  const { cost, balance } = quote;
  return (
    <div className="space-y-5">
      {affordable === false ? (
        <p role="alert" className="flex gap-2 text-sm text-danger-700">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {DEMO_LIMIT_MESSAGE}
        </p>
      ) : null}
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <img
          src={quote.photo}
          alt="Your product photo"
          className="size-32 shrink-0 rounded-xl bg-surface-muted object-contain ring-1 ring-line"
        />
        <dl className="grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-ink-muted">Style</dt>
          <dd className="font-medium text-ink">{quote.style}</dd>
          <dt className="text-ink-muted">Cost</dt>
          <dd className="font-medium text-ink tabular-nums">
            {cost === undefined ? '…' : tokens(cost)}
          </dd>
          <dt className="text-ink-muted">Your balance</dt>
          <dd className="font-medium text-ink tabular-nums">
            {balance === undefined ? '…' : tokens(balance)}
          </dd>
          {affordable === false && cost !== undefined && balance !== undefined ? (
            <>
              <dt className="text-ink-muted">Still needed</dt>
              <dd className="font-semibold text-danger-700 tabular-nums">
                {tokens(cost - balance)}
              </dd>
            </>
          ) : null}
        </dl>
      </div>
      {affordable === undefined ? (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          Checking your balance…
        </p>
      ) : (
        <p className="text-xs text-ink-muted">
          {affordable
            ? 'Not now discards this photo.'
            : 'Your photo is kept for an hour: once you have tokens, it waits for you on Create content. Not now discards it.'}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onNotNow}>
          Not now
        </Button>
        {affordable === false ? (
          <Button onClick={onPurchase}>Purchase Credits</Button>
        ) : (
          <Button onClick={onRun} disabled={affordable !== true}>
            <Sparkles className="size-4" aria-hidden="true" />
            Run it
          </Button>
        )}
      </div>
    </div>
  );
}
