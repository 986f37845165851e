import { type WorkflowDetail } from '@studio/api/contract/workflows';
import { History } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/text-field';

export type GraphSide = number | 'draft';

type VersionsPanelProps = {
  workflow: WorkflowDetail;
  onCompare: (from: GraphSide, to: GraphSide) => void;
  /** Shows one version on a read-only canvas. */
  onOpen: (version: number) => void;
  onRestore: (version: number) => void;
  restoring: number | null;
};

/** Every published version: compare any two (or one and the draft), restore one into the draft. */
export function VersionsPanel({
  workflow,
  onCompare,
  onOpen,
  onRestore,
  restoring,
}: VersionsPanelProps) {
  const versions = workflow.versions;
  const [from, setFrom] = useState<GraphSide>(
    versions[1]?.version ?? versions[0]?.version ?? 'draft',
  );
  const [to, setTo] = useState<GraphSide>(versions[1] ? versions[0]!.version : 'draft');
  if (versions.length === 0) {
    return (
      <div className="flex flex-col items-center px-4 py-10 text-center text-sm text-ink-muted">
        <History className="size-8 text-brand-600" aria-hidden="true" />
        <p className="mt-3">No version yet. Publish the draft to make version 1.</p>
      </div>
    );
  }
  const sides: { value: GraphSide; label: string }[] = [
    { value: 'draft', label: 'Draft' },
    ...versions.map((v) => ({ value: v.version, label: `Version ${v.version}` })),
  ];
  const pick = (value: string): GraphSide => (value === 'draft' ? 'draft' : Number(value));
  return (
    <div className="space-y-5">
      <form
        className="space-y-2 rounded-lg border border-line p-3"
        aria-label="Compare versions"
        onSubmit={(event) => {
          event.preventDefault();
          onCompare(from, to);
        }}
      >
        <p className="text-sm font-medium text-ink">Compare</p>
        <div className="grid grid-cols-2 gap-2">
          <select
            aria-label="Compare from"
            className={inputClass}
            value={String(from)}
            onChange={(e) => setFrom(pick(e.target.value))}
          >
            {sides.map((side) => (
              <option key={side.label} value={String(side.value)}>
                {side.label}
              </option>
            ))}
          </select>
          <select
            aria-label="Compare to"
            className={inputClass}
            value={String(to)}
            onChange={(e) => setTo(pick(e.target.value))}
          >
            {sides.map((side) => (
              <option key={side.label} value={String(side.value)}>
                {side.label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="sm" variant="secondary" disabled={from === to}>
          Show differences
        </Button>
      </form>
      <ol className="space-y-3" aria-label="Versions">
        {versions.map((version) => (
          <li key={version.version} className="rounded-lg border border-line p-3">
            <div className="flex items-baseline justify-between gap-2">
              <p className="text-sm font-semibold text-ink">Version {version.version}</p>
              <p className="text-xs text-ink-muted">{version.cost} tokens</p>
            </div>
            <p className="text-xs text-ink-muted">
              {new Date(version.publishedAt).toLocaleString()}
              {version.publishedBy ? ` · ${version.publishedBy.name}` : ''}
            </p>
            {version.note ? <p className="mt-1 text-sm text-ink">{version.note}</p> : null}
            <div className="mt-2 flex flex-wrap gap-2">
              <Button size="sm" variant="ghost" onClick={() => onOpen(version.version)}>
                Open
              </Button>
              <Button size="sm" variant="ghost" onClick={() => onCompare(version.version, 'draft')}>
                Compare with draft
              </Button>
              <Button
                size="sm"
                variant="ghost"
                isLoading={restoring === version.version}
                onClick={() => onRestore(version.version)}
              >
                Restore into draft
              </Button>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
