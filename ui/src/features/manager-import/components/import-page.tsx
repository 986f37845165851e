import { ExportCard } from './export-card';
import { ImportCard } from './import-card';

/** Production Import: the catalogue out of one environment and into another. */
export function ImportPage() {
  return (
    <div className="space-y-6">
      <ExportCard />
      <ImportCard />
    </div>
  );
}
