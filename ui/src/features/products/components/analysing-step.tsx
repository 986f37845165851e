import { LoaderCircle } from 'lucide-react';

import { ProgressBar } from '@/components/ui/progress-bar';
import { type ProductSource } from '@/features/products/lib/product-draft';
import { SourceFrame } from './source-tabs';

const subjects: Record<ProductSource, string> = {
  images: 'your images',
  url: 'the product page',
  content: 'your content',
};

/** Step 1 of the dialog: the source fixed, a progress bar while the analysis runs. */
export function AnalysingStep({ source, progress }: { source: ProductSource; progress: number }) {
  return (
    <SourceFrame active={source}>
      <div className="space-y-4 py-4 text-center">
        <LoaderCircle className="mx-auto size-10 animate-spin text-brand-600" aria-hidden="true" />
        <p className="font-semibold text-ink">{`Analysing ${subjects[source]}…`}</p>
        <ProgressBar label="Analysis progress" value={progress} />
        <p className="text-sm text-ink-muted">Analysis may take up to 30 seconds.</p>
      </div>
    </SourceFrame>
  );
}
