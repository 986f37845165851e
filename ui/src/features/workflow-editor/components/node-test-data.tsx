import { type NodeOutputs } from '@studio/workflows/graph/node-values';
import { canRunAlone } from '@studio/workflows/graph/pinned-nodes';
import { Pin, PinOff, StepForward } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { serverMessage } from '@/lib/api-client';
import { usePin, useStartTestRun, useUnpin } from '../api/test-runs';
import { madeInRun } from '../model/node-test-data';
import { fullSizeUrl, thumbnailUrl } from '../model/run-decorations';
import { useEditorTestRuns } from './test-run-context';

/**
 * A node's test data, under its settings (n8n's pinned data): what it made in the test run open
 * on the canvas, each image opening full size; pin that output, so later test runs are given it
 * instead of running the step; and "Run this step", which runs the step alone on what feeds it
 * (pinned, or from the last test run), free.
 */
export function NodeTestData({ nodeId, type }: { nodeId: string; type: string }) {
  const tests = useEditorTestRuns();
  const workflowId = tests?.workflowId ?? '';
  const pin = usePin(workflowId);
  const unpin = useUnpin(workflowId);
  const runStep = useStartTestRun(workflowId, { inlineErrors: true });
  const [saving, setSaving] = useState(false);
  if (!tests) return null;

  const runnable = canRunAlone(type);
  const pinned = tests.pins.get(nodeId);
  const { outputs: made, pinnable } = madeInRun(tests.run, nodeId);
  const canPin = pinnable && !pinned;

  const start = async () => {
    setSaving(true);
    const saved = await tests.saveDraft().finally(() => setSaving(false));
    if (!saved) return;
    runStep.mutate({ step: nodeId }, { onSuccess: ({ executionId }) => tests.open(executionId) });
  };

  return (
    <section aria-label="Test data" className="space-y-3 border-t border-line pt-4">
      <h2 className="text-sm font-semibold text-ink">Test data</h2>
      {pinned ? (
        <>
          <p className="flex items-center gap-1.5 text-sm text-ink" data-testid="pinned-note">
            <Pin className="size-4 text-brand-600" aria-hidden="true" />
            Pinned: test runs use this output instead of running the step.
          </p>
          <Outputs outputs={pinned.outputs} label="Pinned output" />
          <Button
            variant="secondary"
            size="sm"
            isLoading={unpin.isPending}
            onClick={() => unpin.mutate(nodeId)}
          >
            <PinOff className="size-4" aria-hidden="true" />
            Unpin
          </Button>
        </>
      ) : made ? (
        <Outputs outputs={made} label="Output in this test run" />
      ) : (
        <p className="text-sm text-ink-muted">
          {type === 'subsnap'
            ? 'A sub-snap: run a test to see what its steps make; then pin it, or run its steps alone.'
            : runnable
              ? 'Run a test to see what this step makes; then pin it, or run this step alone.'
              : 'An input or output: it runs with the whole test.'}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {canPin ? (
          <Button
            variant="secondary"
            size="sm"
            isLoading={pin.isPending}
            onClick={() => pin.mutate({ nodeId, executionId: tests.run!.id })}
          >
            <Pin className="size-4" aria-hidden="true" />
            Pin this output
          </Button>
        ) : null}
        {runnable ? (
          <Button
            variant="secondary"
            size="sm"
            isLoading={saving || runStep.isPending}
            onClick={() => void start()}
          >
            <StepForward className="size-4" aria-hidden="true" />
            Run this step
          </Button>
        ) : null}
      </div>
      {runStep.error ? (
        <FormAlert tone="error">
          {serverMessage(runStep.error) ?? 'The step could not start. Please try again.'}
        </FormAlert>
      ) : null}
    </section>
  );
}

/** A node's outputs: images as thumbnails opening full size, texts as they are. */
function Outputs({ outputs, label }: { outputs: NodeOutputs; label: string }) {
  const entries = Object.entries(outputs);
  return (
    <ul className="grid grid-cols-2 gap-2" aria-label={label}>
      {entries.flatMap(([port, value]) => {
        if (value.kind === 'text') {
          return [
            <li key={port} className="col-span-2 rounded-lg bg-surface-muted p-2 text-sm text-ink">
              {value.text}
            </li>,
          ];
        }
        const keys = value.kind === 'image' ? [value.fileKey] : value.fileKeys;
        return keys.map((key) => (
          <li key={`${port}-${key}`}>
            <a href={fullSizeUrl(key)} target="_blank" rel="noreferrer" className="block">
              <img
                src={thumbnailUrl(key)}
                alt={`${label} (${port}), opens full size`}
                className="aspect-square w-full rounded-lg border border-line bg-surface-muted object-contain"
              />
            </a>
          </li>
        ));
      })}
    </ul>
  );
}
