import { LoaderCircle } from 'lucide-react';

import { type ProductSource } from './source-tabs';

const subjects: Record<ProductSource, string> = {
  images: 'your images',
  url: 'the product page',
  content: 'your content',
};

/** Step 1 of the dialog: a progress bar while the analysis runs. */
export function AnalysisProgress({ source, value }: { source: ProductSource; value: number }) {
  const label = `Analysing ${subjects[source]}…`;
  return (
    <div className="space-y-4 py-4 text-center">
      <LoaderCircle className="mx-auto size-10 animate-spin text-brand-600" aria-hidden="true" />
      <p className="font-semibold text-ink">{label}</p>
      <div
        role="progressbar"
        aria-label="Analysis progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 w-full overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
          style={{ width: `${value}%` }}
        />
      </div>
      <p className="text-sm text-ink-muted">Analysis may take up to 30 seconds.</p>
    </div>
  );
}
