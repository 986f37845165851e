import { type ExecutionView, TERMINAL_EXECUTION_STATUSES } from '@studio/api/contract/executions';
import { nodeType } from '@studio/workflows/graph/node-catalogue';
import { inputName } from '@studio/workflows/graph/node-name';
import { nodesLeftOut } from '@studio/workflows/graph/pinned-nodes';
import { FlaskConical, ImagePlus, Play, Square } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { inputClass } from '@/components/ui/text-field';
import { compressImage } from '@/lib/compress-image';
import { readAsDataUrl } from '@/lib/image-files';
import { useCancelTestRun, useStartTestRun } from '../api/test-runs';
import { nameOf } from '../model/connection-rules';
import { finalImages, fullSizeUrl, thumbnailUrl } from '../model/run-decorations';
import { graphOf } from '../store/editor-store';
import { RecentTestRuns } from './recent-test-runs';
import { useEditorTestRuns } from './test-run-context';
import { useEditor, useEditorStore } from '../store/editor-context';

type TestRunPanelProps = {
  workflowId: string;
  /** Saves the draft first: a test run runs the draft as stored. */
  saveDraft: () => Promise<boolean>;
  run: ExecutionView | null;
  /** Opens a run on the canvas: one just started, or one of the last. */
  onStarted: (executionId: string) => void;
  problemCount: number;
};

type InputValue = { dataUrl: string; name: string } | { text: string };

/**
 * A test run of the draft: a value for each input (a photo, compressed as everywhere in the app;
 * a text), Run, then each step's state on the canvas and the final images here. Free, and never
 * in anyone's library.
 */
export function TestRunPanel({
  workflowId,
  saveDraft,
  run,
  onStarted,
  problemCount,
}: TestRunPanelProps) {
  const store = useEditorStore();
  const inputs = useEditor(
    useShallow((s) =>
      s.nodes.filter((n) => {
        const role = nodeType(n.data.type)?.role;
        return role === 'image-input' || role === 'text-input';
      }),
    ),
  );
  const [values, setValues] = useState<Record<string, InputValue>>({});
  const [saving, setSaving] = useState(false);
  const start = useStartTestRun(workflowId);
  const cancel = useCancelTestRun();
  const id = useId();
  const running = run !== null && !TERMINAL_EXECUTION_STATUSES.has(run.status);
  // A photo is needed for every image input that runs: one a pin makes moot is not (as the
  // server decides it, start-test-run.ts).
  const pins = useEditorTestRuns()?.pins;
  const edits = useEditor((s) => s.edits);
  const idle = useMemo(() => {
    const pinned = [...(pins?.keys() ?? [])];
    if (pinned.length === 0) return new Set<string>();
    return new Set([...pinned, ...nodesLeftOut(graphOf(store.getState()), pinned)]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the graph changes with `edits`
  }, [pins, store, edits]);
  const missing = inputs.filter(
    (n) =>
      nodeType(n.data.type)?.role === 'image-input' &&
      !idle.has(n.id) &&
      !values[inputName(n.data)],
  );

  const go = async () => {
    setSaving(true);
    const saved = await saveDraft().finally(() => setSaving(false));
    if (!saved) return;
    const request: Record<string, { dataUrl: string } | { text: string }> = {};
    for (const [name, value] of Object.entries(values)) {
      request[name] = 'dataUrl' in value ? { dataUrl: value.dataUrl } : { text: value.text };
    }
    start.mutate({ inputs: request }, { onSuccess: ({ executionId }) => onStarted(executionId) });
  };

  const images = run ? finalImages(run, graphOf(store.getState())) : [];

  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-muted">
        Runs the draft as for a creator, free. Its steps light up on the canvas as they work.
      </p>
      {inputs.length === 0 ? (
        <p className="text-sm text-ink-muted">The workflow has no inputs.</p>
      ) : null}
      {inputs.map((node) => {
        const name = inputName(node.data);
        const value = values[name];
        const isImage = nodeType(node.data.type)?.role === 'image-input';
        return (
          <div key={node.id}>
            <label htmlFor={`${id}-${node.id}`} className="text-sm font-medium text-ink">
              {nameOf(node)} <span className="font-normal text-ink-muted">({name})</span>
            </label>
            {isImage ? (
              <div className="mt-1.5 flex items-center gap-3">
                {value && 'dataUrl' in value ? (
                  <img
                    src={value.dataUrl}
                    alt={`Test photo for ${name}`}
                    className="size-14 rounded-lg border border-line object-cover"
                  />
                ) : (
                  <span className="grid size-14 place-items-center rounded-lg border border-dashed border-line text-ink-muted">
                    <ImagePlus className="size-5" aria-hidden="true" />
                  </span>
                )}
                <input
                  id={`${id}-${node.id}`}
                  type="file"
                  accept="image/*"
                  className="min-w-0 text-sm file:mr-2 file:rounded-full file:border file:border-line file:bg-surface file:px-3 file:py-1.5 file:text-sm"
                  onChange={async (event) => {
                    const file = event.target.files?.[0];
                    if (!file) return;
                    const { file: compressed } = await compressImage(file);
                    const dataUrl = await readAsDataUrl(compressed);
                    setValues((current) => ({ ...current, [name]: { dataUrl, name: file.name } }));
                  }}
                />
              </div>
            ) : (
              <input
                id={`${id}-${node.id}`}
                className={`mt-1.5 ${inputClass}`}
                placeholder={
                  typeof node.data.params.value === 'string' ? node.data.params.value : ''
                }
                value={value && 'text' in value ? value.text : ''}
                onChange={(event) =>
                  setValues((current) => ({ ...current, [name]: { text: event.target.value } }))
                }
              />
            )}
          </div>
        );
      })}
      {problemCount > 0 ? (
        <FormAlert tone="error">{`Fix the ${problemCount} problem${problemCount > 1 ? 's' : ''} first: a test run needs a workflow that can run.`}</FormAlert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => void go()}
          isLoading={saving || start.isPending}
          disabled={running || problemCount > 0 || missing.length > 0}
        >
          <Play className="size-4" aria-hidden="true" />
          {run ? 'Run again' : 'Run test'}
        </Button>
        {running ? (
          <Button
            variant="secondary"
            isLoading={cancel.isPending}
            onClick={() => cancel.mutate(run.id)}
          >
            <Square className="size-4" aria-hidden="true" />
            Cancel
          </Button>
        ) : null}
      </div>
      {run ? (
        <section aria-label="Test run" className="space-y-2 rounded-lg border border-line p-3">
          <p
            className="flex items-center gap-2 text-sm font-medium text-ink"
            role="status"
            data-testid="test-run-status"
          >
            <FlaskConical className="size-4 text-brand-600" aria-hidden="true" />
            {run.status === 'succeeded'
              ? 'Test run finished'
              : run.status === 'failed'
                ? `Test run failed${run.error ? `: ${run.error.message}` : ''}`
                : run.status === 'cancelled'
                  ? 'Test run cancelled'
                  : `Running… ${run.nodes.filter((n) => n.status === 'succeeded').length} of ${run.nodes.length} steps done`}
          </p>
          {images.length > 0 ? (
            <ul className="grid grid-cols-2 gap-2" aria-label="Final images">
              {images.map((key) => (
                <li key={key}>
                  <a href={fullSizeUrl(key)} target="_blank" rel="noreferrer" className="block">
                    <img
                      src={thumbnailUrl(key)}
                      alt="Final image of the test run"
                      className="aspect-square w-full rounded-lg border border-line bg-surface-muted object-contain"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      <RecentTestRuns
        workflowId={workflowId}
        openId={run?.id ?? null}
        onOpen={onStarted}
        stepName={(nodeId) => {
          const node = store.getState().nodes.find((n) => n.id === nodeId);
          return node ? nameOf(node) : nodeId;
        }}
      />
    </div>
  );
}
