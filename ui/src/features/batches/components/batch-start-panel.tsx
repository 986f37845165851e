import { type Product } from '@studio/api/contract/products';
import { Coins, Layers, Sparkles } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { StoredImage } from '@/components/ui/stored-image';
import { type Shortfall } from '@/features/batches/lib/shortfall';
import { tokens } from '@/features/batches/lib/words';
import { ShortfallAlert } from './shortfall-alert';

/** How many chosen products the panel draws as a stack of pictures. */
const STACK = 4;

type BatchStartPanelProps = {
  products: readonly Product[];
  snapName: string | null;
  /** Tokens one run costs; null until a snap is chosen. */
  perRun: number | null;
  /** The creator's balance; undefined while it loads. */
  balance: number | undefined;
  /** The balance does not pay for every run: said before starting, or by the API's 402. */
  shortfall: Pick<Shortfall, 'affordable' | 'currentTokens'> | null;
  onKeepAffordable: (count: number) => void;
  starting: boolean;
  startError: string | null;
  onStart: () => void;
};

/** The batch before it starts: what it runs, what it costs against the balance, and Start. */
export function BatchStartPanel({
  products,
  snapName,
  perRun,
  balance,
  shortfall,
  onKeepAffordable,
  starting,
  startError,
  onStart,
}: BatchStartPanelProps) {
  const runs = products.length;
  const missing = runs === 0 ? 'Choose products' : snapName === null ? 'Choose a snap' : null;
  return (
    <div className="grid gap-4 rounded-card border border-line bg-surface p-5 shadow-card">
      <h2 id="batch-start-title" className="text-lg font-bold text-ink">
        4. Start
      </h2>
      <div className="flex items-center gap-3 text-sm">
        <ProductStack products={products} />
        <span className="min-w-0">
          <span className="block font-medium text-ink">
            {runs === 0 ? 'No products chosen' : `${runs} ${runs === 1 ? 'product' : 'products'}`}
          </span>
          <span className="flex items-center gap-1 truncate text-ink-muted">
            <Sparkles className="size-3.5 shrink-0" aria-hidden="true" />
            {snapName ?? 'No snap chosen'}
          </span>
        </span>
      </div>

      {perRun !== null && runs > 0 ? (
        <div
          data-testid="batch-cost"
          className="grid gap-1 rounded-lg bg-surface-muted px-3 py-2.5 text-sm text-ink tabular-nums"
        >
          <p className="flex items-center gap-1.5">
            <Coins className="size-4 shrink-0 text-success-600" aria-hidden="true" />
            <span>
              {runs} {runs === 1 ? 'run' : 'runs'} × {tokens(perRun)} ={' '}
              <strong>{tokens(runs * perRun)}</strong>
            </span>
          </p>
          <p className="pl-5.5 text-ink-muted">
            Your balance {balance === undefined ? '…' : balance.toLocaleString()}
            {balance !== undefined && balance >= runs * perRun
              ? `, ${(balance - runs * perRun).toLocaleString()} after this batch`
              : ''}
          </p>
        </div>
      ) : null}

      {shortfall && runs > 0 ? (
        <ShortfallAlert
          runs={runs}
          shortfall={shortfall}
          onKeepAffordable={() => onKeepAffordable(shortfall.affordable)}
        />
      ) : null}
      {startError ? <FormAlert tone="error">{startError}</FormAlert> : null}

      <Button size="lg" onClick={onStart} disabled={missing !== null} isLoading={starting}>
        <Layers className="size-4" aria-hidden="true" />
        {runs > 0 ? `Run on ${runs} ${runs === 1 ? 'product' : 'products'}` : 'Run the batch'}
      </Button>
      <p className="text-center text-sm text-ink-muted">
        {missing
          ? `${missing} to continue.`
          : 'Each product is its own run: one that fails gives its tokens back.'}
      </p>
    </div>
  );
}

/** The first chosen products as overlapping thumbnails: the batch at a glance. */
function ProductStack({ products }: { products: readonly Product[] }) {
  const shown = products.slice(0, STACK);
  if (shown.length === 0) {
    return (
      <span className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-surface-muted">
        <Layers className="size-5 text-ink-muted" aria-hidden="true" />
      </span>
    );
  }
  return (
    <span className="flex shrink-0 -space-x-5" aria-hidden="true">
      {shown.map((product) => (
        <span
          key={product.id}
          className="size-14 overflow-hidden rounded-lg border-2 border-surface bg-surface-muted shadow-sm"
        >
          {product.imageUrl ? (
            <StoredImage src={product.imageUrl} sizes="56px" className="size-full object-cover" />
          ) : null}
        </span>
      ))}
    </span>
  );
}
