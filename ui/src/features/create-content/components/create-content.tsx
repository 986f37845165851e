import { type ExecutionView } from '@studio/api/contract/executions';
import { type Product } from '@studio/api/contract/products';
import { ImageIcon, Layers, Sparkles } from 'lucide-react';
import { type OutputChoice } from '@studio/workflows/graph/output-shape';
import { type ReactNode, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useImageDimensions } from '@/hooks/use-image-dimensions';
import { useImageFile } from '@/hooks/use-image-file';
import { serverMessage } from '@/lib/api-client';
import { answeredAppWide } from '@/lib/api-error-reactions';
import { newBatchPath } from '@/lib/batch-paths';
import { uploadableDataUrl } from '@/lib/compress-image';
import { findSnapForStyle } from '@/lib/demo-styles';
import { useGallerySnaps } from '@/lib/snaps';
import { type SocialFormatId } from '@/lib/social-formats';
import {
  type ExecuteSnapRequest,
  useExecuteSnap,
} from '@/features/create-content/api/execute-snap';
import { formatsToRun, runCost, runDetail } from '@/features/create-content/lib/run-cost';
import { tokens } from '@/features/create-content/lib/run-outcome';
import { type ImageSource, ImageSourcePicker } from './image-source-picker';
import { GenerateBar } from './generate-bar';
import { RunCostLines } from './run-cost-lines';
import { RunProgress } from './run-progress';
import { OutputField, photoAllowsHd } from './output-field';
import { SocialFormatsField } from './social-formats-field';
import { SnapPicker } from './snap-picker';
import { StoredImage } from '@/components/ui/stored-image';

type CreateContentProps = {
  products: readonly Product[] | undefined;
  productsLoading: boolean;
  productsFailed: boolean;
  /** `?productId=`: this product is chosen when the screen opens. */
  initialProductId?: string | null;
  /** `?style=` (from the landing page): the snap it stands for is chosen when the snaps load. */
  initialStyle?: string | null;
  /** A photo waiting to be run (the landing page's, handed over): chosen when the screen opens. */
  initialUpload?: { dataUrl: string; name: string } | null;
  /**
   * Run the initial upload with the initial style as soon as both are there, once: the creator
   * already said "Run it". Short of tokens, the app-wide dialog offers plans; the photo stays.
   */
  autoStart?: boolean;
  /** The automatic start was tried (whatever its outcome): it must not be tried again. */
  onAutoStartTried?: () => void;
  /** A run of the initial upload has started: the waiting photo has been used. */
  onInitialUploadRunStarted?: () => void;
  /** Tokens were reserved, charged or refunded. */
  onCreditsChanged: () => void;
  /** The run made content; the screen then opens the first item. */
  onContentCreated: (contentIds: string[]) => void;
};

type Run = { executionId: string; snapName: string; request: ExecuteSnapRequest };

/**
 * The create-content screen's body: choose an image (a product or an upload), choose a snap, run
 * it for tokens and follow it live. Success opens the new content.
 */
export function CreateContent({
  products,
  productsLoading,
  productsFailed,
  initialProductId,
  initialStyle,
  initialUpload,
  autoStart = false,
  onAutoStartTried,
  onInitialUploadRunStarted,
  onCreditsChanged,
  onContentCreated,
}: CreateContentProps) {
  const navigate = useNavigate();
  const snaps = useGallerySnaps();
  const execute = useExecuteSnap();
  // undefined: not chosen yet, so the query string's choice applies once its data is there.
  const [chosenSource, setChosenSource] = useState<ImageSource | null | undefined>(undefined);
  const [chosenSnapId, setChosenSnapId] = useState<string | undefined>(undefined);
  const [run, setRun] = useState<Run | null>(null);
  const [tickedFormats, setTickedFormats] = useState<SocialFormatId[]>([]);
  const [output, setOutput] = useState<OutputChoice>({ shape: 'square', hd: false });
  const [startError, setStartError] = useState<string | null>(null);
  const { reading, pick: pickFiles } = useImageFile(uploadableDataUrl, ({ dataUrl, name }) => {
    setChosenSource({ kind: 'upload', dataUrl, name });
    setStartError(null);
  });

  const initialProduct = products?.find((p) => p.id === initialProductId && p.imageUrl !== null);
  const source: ImageSource | null =
    chosenSource !== undefined
      ? chosenSource
      : initialProduct
        ? { kind: 'product', product: initialProduct }
        : initialUpload
          ? { kind: 'upload', ...initialUpload }
          : null;
  const snapId =
    chosenSnapId ??
    (initialStyle && snaps.data ? findSnapForStyle(snaps.data, initialStyle)?.id : undefined) ??
    null;
  const snap = snaps.data?.find((s) => s.id === snapId) ?? null;
  const formats = snap ? formatsToRun(snap, tickedFormats) : [];
  const photo = useImageDimensions(
    source?.kind === 'upload' ? source.dataUrl : (source?.product.imageUrl ?? null),
  );
  // HD only where the snap can make it and the photo can fill it (the field says why not).
  const outputToRun: OutputChoice = {
    shape: snap?.hdCost === null ? 'square' : output.shape,
    hd: output.hd && snap?.hdCost !== null && photoAllowsHd(photo),
  };
  const cost = snap ? runCost(snap, tickedFormats, outputToRun.hd) : null;
  const busy = execute.isPending || run !== null;
  const [panel, setPanel] = useState<HTMLElement | null>(null);

  function start(request: ExecuteSnapRequest, snapName: string) {
    setStartError(null);
    execute.mutate(request, {
      onSuccess: ({ executionId }) => {
        setRun({ executionId, snapName, request });
        onCreditsChanged();
        if ('image' in request.inputs && request.inputs.image === initialUpload?.dataUrl) {
          onInitialUploadRunStarted?.();
        }
      },
      onError: (error) => {
        // The query client's cache has already given 402 and an unverified email their app-wide
        // answer (the dialog, the toast); saying it again here would only repeat it.
        if (answeredAppWide(error)) return;
        setStartError(serverMessage(error) ?? 'Could not start the snap. Please try again.');
      },
    });
  }

  function generate() {
    if (!source || !snap) return;
    const request: ExecuteSnapRequest = {
      ...(source.kind === 'product'
        ? { snapId: snap.id, productId: source.product.id, inputs: {} }
        : { snapId: snap.id, inputs: { image: source.dataUrl } }),
      ...(formats.length > 0 ? { formats } : {}),
      ...(outputToRun.shape !== 'square' || outputToRun.hd ? { output: outputToRun } : {}),
    };
    start(request, snap.name);
  }

  // "Run it" was pressed before this screen opened: start once the photo and the snap are known.
  const autoStarted = useRef(false);
  const startNow = useEffectEvent(() => {
    if (autoStarted.current) return;
    autoStarted.current = true;
    onAutoStartTried?.();
    generate();
  });
  const readyToAutoStart = autoStart && source?.kind === 'upload' && snap !== null;
  useEffect(() => {
    if (readyToAutoStart) startNow();
  }, [readyToAutoStart]);

  const onSucceeded = useCallback(
    (view: ExecutionView) => {
      onContentCreated(view.contentIds);
      const first = view.contentIds[0];
      // The result's page moves the focus to its heading (content.tsx reads `madeNow`).
      void navigate(first ? `/content/${first}` : '/content', { state: { madeNow: true } });
    },
    [navigate, onContentCreated],
  );

  return (
    // grid-cols-1 is minmax(0, 1fr): a phone-wide column, never as wide as its widest word (a
    // long snap or step name wraps instead of pushing the page sideways).
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid grid-cols-1 gap-8">
        <Step number={1} title="Choose an image">
          <ImageSourcePicker
            products={products}
            productsLoading={productsLoading}
            productsFailed={productsFailed}
            value={source}
            onProduct={(product) => {
              setChosenSource({ kind: 'product', product });
              setStartError(null);
            }}
            onFiles={(files) => void pickFiles(files)}
            reading={reading}
            disabled={busy}
          />
        </Step>
        <Step number={2} title="Choose a snap">
          <SnapPicker
            snaps={snaps.data}
            loading={snaps.isPending}
            failed={snaps.isError}
            value={snapId}
            onChange={(id) => {
              setChosenSnapId(id);
              setStartError(null);
            }}
            disabled={busy}
          />
        </Step>
      </div>

      <aside
        ref={setPanel}
        aria-labelledby="run-title"
        className="scroll-mt-20 lg:sticky lg:top-20 lg:self-start"
      >
        <div className="grid grid-cols-1 gap-4 rounded-card border border-line bg-surface p-5 shadow-card">
          <h2 id="run-title" className="text-lg font-bold text-ink">
            3. Generate
          </h2>
          <Summary source={source} snapName={snap?.name ?? null} />
          {run ? (
            <RunProgress
              key={run.executionId}
              executionId={run.executionId}
              snapName={run.snapName}
              onCreditsChanged={onCreditsChanged}
              onSucceeded={onSucceeded}
              onRetry={() => {
                const { request, snapName } = run;
                setRun(null);
                start(request, snapName);
              }}
              onStartOver={() => setRun(null)}
            />
          ) : (
            <>
              <OutputField
                snap={snap}
                value={output}
                onChange={setOutput}
                photo={photo}
                disabled={busy}
              />
              <SocialFormatsField
                snap={snap}
                value={tickedFormats}
                onChange={setTickedFormats}
                disabled={busy}
              />
              {snap && cost ? (
                <RunCostLines snapName={snap.name} cost={cost} formatCount={formats.length} />
              ) : null}
              {startError ? <FormAlert tone="error">{startError}</FormAlert> : null}
              <Button
                size="lg"
                onClick={generate}
                disabled={!source || !snap || reading}
                isLoading={execute.isPending}
              >
                <Sparkles className="size-4" aria-hidden="true" />
                {cost ? `Generate for ${tokens(cost.total)}` : 'Generate'}
              </Button>
              {!source || !snap ? (
                <p className="text-center text-sm text-ink-muted">
                  {!source ? 'Choose an image' : 'Choose a snap'} to continue.
                </p>
              ) : null}
              <Link
                to={newBatchPath({ snapId })}
                className="inline-flex items-center justify-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
              >
                <Layers className="size-4" aria-hidden="true" />
                Run on several products
              </Link>
            </>
          )}
        </div>
      </aside>
      {run ? null : (
        <GenerateBar
          panel={panel}
          summary={
            !source
              ? 'Choose an image to continue.'
              : !snap
                ? 'Choose a snap to continue.'
                : snap.name
          }
          detail={source && cost ? runDetail(formats.length, cost) : null}
          ready={source !== null && snap !== null && !reading}
          loading={execute.isPending}
          onGenerate={generate}
        />
      )}
    </div>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const id = `create-step-${number}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-lg font-bold text-ink">
        {number}. {title}
      </h2>
      {children}
    </section>
  );
}

function Summary({ source, snapName }: { source: ImageSource | null; snapName: string | null }) {
  const image =
    source?.kind === 'product'
      ? source.product.imageUrl
      : source?.kind === 'upload'
        ? source.dataUrl
        : null;
  const imageName =
    source?.kind === 'product'
      ? source.product.name
      : source?.kind === 'upload'
        ? source.name
        : null;
  return (
    <div className="flex items-center gap-3 text-sm">
      <span className="size-16 shrink-0 overflow-hidden rounded-lg bg-surface-muted">
        {image ? (
          <StoredImage src={image} sizes="64px" className="size-full object-cover" />
        ) : (
          <span className="flex size-full items-center justify-center">
            <ImageIcon className="size-5 text-ink-muted" aria-hidden="true" />
          </span>
        )}
      </span>
      <span className="min-w-0">
        <span className="block truncate font-medium text-ink">
          {imageName ?? 'No image chosen'}
        </span>
        <span className="flex items-center gap-1 truncate text-ink-muted">
          <Sparkles className="size-3.5 shrink-0" aria-hidden="true" />
          {snapName ?? 'No snap chosen'}
        </span>
      </span>
    </div>
  );
}
