import { FileJson, LoaderCircle } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useApplyImport, usePlanImport } from '../api/import-bundle';
import { type BundleFile, readBundleFile } from '../model/bundle-file';
import { changesAnything, planCounts } from '../model/plan-summary';
import { ImportPlanView } from './import-plan-view';
import { ImportProblems } from './import-problems';

/**
 * Import in two steps: choosing a file runs the server's dry run, which lists what would be
 * created, changed or left alone (or every problem); only "Apply import" writes, in one
 * transaction.
 */
export function ImportCard() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<BundleFile | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const plan = usePlanImport();
  const apply = useApplyImport();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    setFile(null);
    setReadError(null);
    plan.reset();
    apply.reset();
    try {
      const read = await readBundleFile(chosen);
      setFile(read);
      plan.mutate(read.bundle);
    } catch (error) {
      setReadError((error as Error).message);
    }
  };
  const startOver = () => {
    setFile(null);
    setReadError(null);
    plan.reset();
    apply.reset();
    if (input.current) input.current.value = '';
    input.current?.focus();
  };

  return (
    <section
      aria-labelledby="import-heading"
      className="space-y-4 rounded-card border border-line bg-surface p-5"
    >
      <div>
        <h2 id="import-heading" className="text-lg font-semibold text-ink">
          Import a bundle
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Categories, workflows and snaps are matched by name. You see what would change before
          anything does; published versions are never overwritten.
        </p>
      </div>
      <label
        htmlFor={inputId}
        className="flex cursor-pointer flex-col items-center gap-2 rounded-card border border-dashed border-line bg-surface-muted px-4 py-6 text-center text-sm text-ink focus-within:border-brand-500 hover:border-brand-200"
      >
        <FileJson className="size-8 text-brand-600" aria-hidden="true" />
        <span className="font-semibold">{file ? file.name : 'Choose a bundle file (.json)'}</span>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          onChange={(event) => void choose(event)}
        />
      </label>

      {readError ? <FormAlert tone="error">{readError}</FormAlert> : null}
      {plan.isPending ? (
        <p className="flex items-center gap-2 text-sm text-ink-muted" role="status">
          <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
          Checking the bundle…
        </p>
      ) : null}
      {plan.isError ? <ImportProblems error={plan.error} /> : null}

      {apply.isSuccess ? (
        <>
          <FormAlert tone="success">
            Imported: {planCounts(apply.data).create} new and {planCounts(apply.data).update}{' '}
            changed. The audit log keeps who imported what.
          </FormAlert>
          <ImportPlanView plan={apply.data} />
          <Button variant="secondary" onClick={startOver}>
            Import another bundle
          </Button>
        </>
      ) : plan.isSuccess ? (
        <>
          <h3 className="text-base font-semibold text-ink">What the import would do</h3>
          <ImportPlanView plan={plan.data} />
          {apply.isError ? <ImportProblems error={apply.error} /> : null}
          <div className="flex flex-wrap gap-3">
            {changesAnything(plan.data) ? (
              <Button onClick={() => file && apply.mutate(file.bundle)} disabled={apply.isPending}>
                {apply.isPending ? 'Importing…' : 'Apply import'}
              </Button>
            ) : (
              <p className="text-sm text-ink-muted">
                Nothing to import: everything in this bundle is here already.
              </p>
            )}
            <Button variant="ghost" onClick={startOver}>
              Choose another file
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
