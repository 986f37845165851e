import { zodResolver } from '@hookform/resolvers/zod';
import { publishRequestSchema, type WorkflowDetail } from '@studio/api/contract/workflows';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type z } from 'zod';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { inputClass } from '@/components/ui/text-field';
import { ApiError, serverMessage } from '@/lib/api-client';
import { workflowQueryKey } from '../api/get-workflow';
import { DiffSummary } from '@/components/workflow-diff-summary';
import { useWorkflowDiff } from '@/lib/workflows';
import { usePublishWorkflow } from '../api/workflow-versions';

type PublishDialogProps = {
  workflow: WorkflowDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves the draft first; false when it could not be saved. */
  saveDraft: () => Promise<boolean>;
  problemCount: number;
};

/**
 * Publishing: a note, what changed since the latest version, and afterwards which snaps still
 * run an older version (moving them is the snaps screen's job).
 */
export function PublishDialog(props: PublishDialogProps) {
  // Mounted only while open: each opening saves the draft and starts a fresh publish.
  return props.open ? <PublishFlow {...props} /> : null;
}

function PublishFlow({
  workflow,
  open,
  onOpenChange,
  saveDraft,
  problemCount,
}: PublishDialogProps) {
  const [saved, setSaved] = useState<boolean | null>(null);
  // The note as the contract takes it (trimmed, at most 500 characters, which the field keeps to).
  const { register, handleSubmit } = useForm<
    z.input<typeof publishRequestSchema>,
    unknown,
    z.output<typeof publishRequestSchema>
  >({ resolver: zodResolver(publishRequestSchema), defaultValues: { note: '' } });
  const noteId = useId();
  const latest = workflow.versions[0]?.version ?? null;
  const publish = usePublishWorkflow(workflow.id);
  const queryClient = useQueryClient();
  const diff = useWorkflowDiff(workflow.id, saved && latest ? latest : null, 'draft');

  useEffect(() => {
    void saveDraft().then(setSaved);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const problems =
    publish.error instanceof ApiError &&
    Array.isArray((publish.error.body as { problems?: unknown })?.problems)
      ? (publish.error.body as { problems: { message: string }[] }).problems
      : [];

  if (publish.isSuccess) {
    const result = publish.data;
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={`Published version ${result.version.version}`}
      >
        <p className="text-sm text-ink">New runs of snaps on this version use it at once.</p>
        {result.snapsOnOlderVersions.length > 0 ? (
          <div className="mt-4">
            <p className="text-sm font-medium text-ink">
              Still on an older version (move them on the snaps screen):
            </p>
            <ul className="mt-2 space-y-1 text-sm text-ink-muted">
              {result.snapsOnOlderVersions.map((snap) => (
                <li key={snap.id}>
                  {snap.name} · version {snap.version}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="mt-6 flex justify-end">
          <Button onClick={() => onOpenChange(false)}>Done</Button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={latest ? `Publish version ${latest + 1}` : 'Publish version 1'}
      description="A version never changes once published. Snaps keep the version they run until you move them."
    >
      <form
        className="space-y-4"
        onSubmit={handleSubmit(({ note }) =>
          publish.mutate(note, {
            onSuccess: () =>
              void queryClient.invalidateQueries({ queryKey: workflowQueryKey(workflow.id) }),
          }),
        )}
      >
        <div>
          <label htmlFor={noteId} className="text-sm font-medium text-ink">
            What changed (optional)
          </label>
          <textarea
            id={noteId}
            rows={2}
            maxLength={500}
            className={`mt-1.5 ${inputClass} h-auto py-2`}
            placeholder="e.g. Softer shadow on packshots"
            {...register('note')}
          />
        </div>
        <section
          aria-label="Changes since the latest version"
          className="rounded-lg border border-line p-3"
        >
          <p className="text-sm font-medium text-ink">
            {latest ? `Changes since version ${latest}` : 'The first version'}
          </p>
          <div className="mt-2 max-h-56 overflow-y-auto">
            {saved === null ? (
              <p className="text-sm text-ink-muted">Saving the draft…</p>
            ) : saved === false ? (
              <p className="text-sm text-danger-700">
                The draft could not be saved, so it cannot be published yet.
              </p>
            ) : latest === null ? (
              <p className="text-sm text-ink-muted">Everything on the canvas becomes version 1.</p>
            ) : diff.data ? (
              <DiffSummary diff={diff.data} />
            ) : diff.isError ? (
              <p className="text-sm text-danger-700">The changes could not be loaded.</p>
            ) : (
              <p className="text-sm text-ink-muted">Comparing…</p>
            )}
          </div>
        </section>
        {problemCount > 0 && problems.length === 0 ? (
          <FormAlert tone="error">{`Fix the ${problemCount} problem${problemCount > 1 ? 's' : ''} listed beside the canvas first.`}</FormAlert>
        ) : null}
        {problems.length > 0 ? (
          <FormAlert tone="error">
            <p>The workflow has problems:</p>
            <ul className="mt-1 list-disc pl-5">
              {problems.map((problem, index) => (
                <li key={index}>{problem.message}</li>
              ))}
            </ul>
          </FormAlert>
        ) : publish.isError ? (
          <FormAlert tone="error">
            {serverMessage(publish.error) ??
              'The workflow could not be published. Please try again.'}
          </FormAlert>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            type="submit"
            isLoading={publish.isPending}
            disabled={saved !== true || problemCount > 0}
          >
            Publish
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
