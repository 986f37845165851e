import { Download } from 'lucide-react';

import { buttonBase, buttonSizes, buttonVariants } from '@/components/ui/button';
import { BUNDLE_EXPORT_URL } from '../api/import-bundle';

/** Downloads the whole catalogue as one bundle (a plain link: the server sends an attachment). */
export function ExportCard() {
  return (
    <section
      aria-labelledby="export-heading"
      className="rounded-card border border-line bg-surface p-5"
    >
      <h2 id="export-heading" className="text-lg font-semibold text-ink">
        Export the catalogue
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Every category, every workflow with all its published versions, and every snap with its
        cover, as one JSON file to import in another environment.
      </p>
      <a
        href={BUNDLE_EXPORT_URL}
        download
        className={`${buttonBase} ${buttonVariants.secondary} ${buttonSizes.md} mt-4`}
      >
        <Download className="size-4" aria-hidden="true" />
        Download bundle
      </a>
    </section>
  );
}
