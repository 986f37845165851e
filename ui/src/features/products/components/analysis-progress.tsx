import { LoaderCircle } from 'lucide-react';

import { ProgressBar } from '@/components/ui/progress-bar';
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
      <ProgressBar label="Analysis progress" value={value} />
      <p className="text-sm text-ink-muted">Analysis may take up to 30 seconds.</p>
    </div>
  );
}
