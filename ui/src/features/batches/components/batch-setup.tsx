import { type Product } from '@studio/api/contract/products';
import { type SnapSummary } from '@studio/api/contract/snaps';
import { Layers } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { StickyActionBar } from '@/components/ui/sticky-action-bar';
import { serverMessage } from '@/lib/api-client';
import { answeredAppWide } from '@/lib/api-error-reactions';
import { useGallerySnaps } from '@/lib/snaps';
import { useStartBatch } from '@/features/batches/api/start-batch';
import { type SocialFormatId } from '@/lib/social-formats';
import { affordableRuns, costPerRun, formatsFor } from '@/features/batches/lib/batch-cost';
import { runnableIds } from '@/features/batches/lib/product-selection';
import { type Shortfall, shortfallOf } from '@/features/batches/lib/shortfall';
import { tokens } from '@/features/batches/lib/words';
import { BatchStartPanel } from './batch-start-panel';
import { ProductChecklist } from './product-checklist';

/** What the screen hands the formats field it is given (create-content's, composed in app/). */
export type FormatsSlotProps = {
  snap: SnapSummary | null;
  value: readonly SocialFormatId[];
  onChange: (formats: SocialFormatId[]) => void;
  disabled: boolean;
};

/** What the screen hands the snap gallery it is given (create-content's, composed in app/). */
export type SnapPickerSlotProps = {
  snaps: readonly SnapSummary[] | undefined;
  loading: boolean;
  failed: boolean;
  value: string | null;
  onChange: (snapId: string) => void;
  disabled: boolean;
};

type BatchSetupProps = {
  products: readonly Product[] | undefined;
  productsLoading: boolean;
  productsFailed: boolean;
  onRetryProducts: () => void;
  /** The creator's balance; undefined while it loads. */
  balance: number | undefined;
  /** `?productIds=`: chosen when the products arrive (those that can run, in this order). */
  initialProductIds: readonly string[];
  /** `?snapId=`: chosen when the snaps arrive. */
  initialSnapId: string | null;
  renderSnapPicker: (props: SnapPickerSlotProps) => ReactNode;
  renderFormats: (props: FormatsSlotProps) => ReactNode;
  /** Offered when there are no products: a way to create one. */
  emptyProductsAction: ReactNode;
  /** The batch started: its id. Its runs have begun to reserve tokens. */
  onStarted: (batchId: string) => void;
};

/**
 * The batch setup screen's body: choose products, a snap and formats, see what it costs against
 * the balance, and start. Short of tokens, it says how many of the runs the balance pays for.
 */
export function BatchSetup({
  products,
  productsLoading,
  productsFailed,
  onRetryProducts,
  balance,
  initialProductIds,
  initialSnapId,
  renderSnapPicker,
  renderFormats,
  emptyProductsAction,
  onStarted,
}: BatchSetupProps) {
  const snaps = useGallerySnaps();
  const start = useStartBatch();
  // undefined: not touched yet, so the link's choice applies once its data is there.
  const [chosenIds, setChosenIds] = useState<string[] | undefined>(undefined);
  const [chosenSnapId, setChosenSnapId] = useState<string | undefined>(undefined);
  const [tickedFormats, setTickedFormats] = useState<SocialFormatId[]>([]);
  const [refused, setRefused] = useState<Shortfall | null>(null);
  const [startError, setStartError] = useState<string | null>(null);

  const productIds = chosenIds ?? (products ? runnableIds(initialProductIds, products) : []);
  const chosenProducts = productIds
    .map((id) => products?.find((product) => product.id === id))
    .filter((product): product is Product => product !== undefined);
  const snapId = chosenSnapId ?? initialSnapId;
  const snap = snaps.data?.find((s) => s.id === snapId) ?? null;
  const formats = snap ? formatsFor(snap, tickedFormats) : [];
  const perRun = snap ? costPerRun(snap, formats) : null;
  const busy = start.isPending;
  const panelRef = useRef<HTMLElement>(null);

  // The API's 402 is the last word; before it, the balance known here says the same.
  const shortfall =
    refused ??
    (perRun !== null && balance !== undefined && productIds.length * perRun > balance
      ? { affordable: affordableRuns(balance, perRun, productIds.length), currentTokens: balance }
      : null);

  /** Every change of the batch makes a former refusal out of date. */
  function changed() {
    setRefused(null);
    setStartError(null);
  }

  function run() {
    if (!snap || productIds.length === 0) return;
    changed();
    start.mutate(
      { snapId: snap.id, productIds, formats },
      {
        onSuccess: ({ batchId }) => onStarted(batchId),
        onError: (error) => {
          const short = shortfallOf(error);
          if (short) return setRefused(short);
          // An unverified email has had its app-wide answer (a toast, then the settings).
          if (answeredAppWide(error)) return;
          setStartError(serverMessage(error) ?? 'Could not start the batch. Please try again.');
        },
      },
    );
  }

  const panel = (
    <BatchStartPanel
      products={chosenProducts}
      snapName={snap?.name ?? null}
      perRun={perRun}
      balance={balance}
      shortfall={shortfall}
      onKeepAffordable={(count) => {
        setChosenIds(productIds.slice(0, count));
        changed();
      }}
      starting={busy}
      startError={startError}
      onStart={run}
    />
  );

  return (
    // grid-cols-1 is minmax(0, 1fr): a phone-wide column, never as wide as its widest row.
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid min-w-0 content-start gap-10">
        <Step number={1} title="Choose products">
          <ProductChecklist
            products={products}
            loading={productsLoading}
            failed={productsFailed}
            onRetry={onRetryProducts}
            value={productIds}
            onChange={(ids) => {
              setChosenIds(ids);
              changed();
            }}
            disabled={busy}
            emptyAction={emptyProductsAction}
          />
        </Step>
        <Step number={2} title="Choose a snap">
          {renderSnapPicker({
            snaps: snaps.data,
            loading: snaps.isPending,
            failed: snaps.isError,
            value: snap?.id ?? null,
            onChange: (id) => {
              setChosenSnapId(id);
              changed();
            },
            disabled: busy,
          })}
        </Step>
        <Step number={3} title="Sizes to post">
          {/* Three tiles as wide as the create-content panel's, not the whole column. */}
          <div className="max-w-lg">
            {renderFormats({
              snap,
              value: tickedFormats,
              onChange: (next) => {
                setTickedFormats(next);
                changed();
              },
              disabled: busy,
            })}
          </div>
        </Step>
        {/* Phones and tablets: the panel comes after every step; this keeps Start in reach. */}
        <StickyActionBar label="Batch shortcut" className="lg:hidden">
          <p className="min-w-0 flex-1 truncate text-sm font-medium text-ink">
            {productIds.length === 0
              ? 'Choose products to continue.'
              : !snap || perRun === null
                ? 'Choose a snap to continue.'
                : `${productIds.length} × ${snap.name} · ${tokens(productIds.length * perRun)}`}
          </p>
          <Button
            size="sm"
            onClick={() => {
              run();
              // What follows (a refusal, an error) is said in the panel.
              panelRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
            }}
            disabled={productIds.length === 0 || !snap}
            isLoading={busy}
          >
            <Layers className="size-4" aria-hidden="true" />
            Run
          </Button>
        </StickyActionBar>
      </div>
      <aside
        ref={panelRef}
        aria-labelledby="batch-start-title"
        className="lg:sticky lg:top-20 lg:self-start"
      >
        {panel}
      </aside>
    </div>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const id = `batch-step-${number}`;
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h2 id={id} className="mb-4 text-lg font-bold text-ink">
        {number}. {title}
      </h2>
      {children}
    </section>
  );
}
