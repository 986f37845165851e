import { zodResolver } from '@hookform/resolvers/zod';
import {
  createSnapRequestSchema,
  tagsSchema,
  type ManagedSnap,
  type PinnableVersion,
  type PinnableWorkflow,
} from '@studio/api/contract/manager-snaps';
import { useId } from 'react';
import { type Path, type PathValue, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ImageDropZone } from '@/components/ui/image-drop-zone';
import { SelectFilter } from '@/components/ui/select-filter';
import { StoredImage } from '@/components/ui/stored-image';
import { inputClass, TextField } from '@/components/ui/text-field';
import { DiffSummary } from '@/components/workflow-diff-summary';
import { useImageFile } from '@/hooks/use-image-file';
import { serverMessage } from '@/lib/api-client';
import { useManagerCategories } from '@/lib/categories';
import { uploadableDataUrl } from '@/lib/compress-image';
import { useWorkflowDiff } from '@/lib/workflows';
import { useSaveSnap } from '../api/save-snap';
import { formatDay, parseTags, tagsText, tokens, versionLabel } from '../model/snap-format';

const request = createSnapRequestSchema.shape;

/**
 * The form's fields, checked by the contract's own: the tags and the order as typed (text, then
 * the list and the number the call takes; a blank order is "last"), and the workflow, which only
 * narrows the versions offered. `cover` is undefined while the cover stays as it is.
 */
const snapFormSchema = createSnapRequestSchema.extend({
  tags: z.string().transform(parseTags).pipe(tagsSchema),
  position: z
    .string()
    .trim()
    .transform((text) => (text === '' ? undefined : Number(text)))
    .pipe(request.position),
  workflowId: z.string(),
});
type SnapFormInput = z.input<typeof snapFormSchema>;

function defaultsOf(snap: ManagedSnap | null): SnapFormInput {
  return {
    name: snap?.name ?? '',
    description: snap?.description ?? '',
    tags: tagsText(snap?.tags ?? []),
    categoryId: snap?.category.id ?? '',
    workflowId: snap?.workflow?.id ?? '',
    workflowVersionId: snap?.version?.id ?? '',
    active: snap?.active ?? true,
    position: snap ? String(snap.position) : '',
    cover: undefined,
  };
}

type SnapFormProps = {
  /** The snap to change, or none for a new one. */
  snap: ManagedSnap | null;
  workflows: PinnableWorkflow[];
  onDone: () => void;
};

/**
 * A snap's fields: name, description, tags, category, the workflow and the published version it
 * is pinned to (each version with its cost and date), whether creators see it, its place in its
 * category and a cover image. Moving to another version shows what changes first.
 */
export function SnapForm({ snap, workflows, onDone }: SnapFormProps) {
  const categories = useManagerCategories();
  const save = useSaveSnap();
  const { register, handleSubmit, setValue, control, formState } = useForm({
    resolver: zodResolver(snapFormSchema),
    defaultValues: defaultsOf(snap),
  });
  const { errors } = formState;
  const values = useWatch({ control });
  // A select is not an input `register` reaches: its choice is set, and checked again once sent.
  const choose =
    <Name extends Path<SnapFormInput>>(name: Name) =>
    (value: PathValue<SnapFormInput, Name>) =>
      setValue(name, value, { shouldValidate: formState.isSubmitted });
  const { reading, pick } = useImageFile(uploadableDataUrl, ({ dataUrl }) =>
    choose('cover')(dataUrl),
  );
  const descriptionId = useId();

  const workflow = workflows.find((w) => w.id === values.workflowId);
  const version = workflow?.versions.find((v) => v.id === values.workflowVersionId);
  const shownCover = values.cover === undefined ? snap?.coverUrl : values.cover;

  function chooseWorkflow(id: string) {
    choose('workflowId')(id);
    // The newest version by default: the one a new pin usually wants.
    choose('workflowVersionId')(workflows.find((w) => w.id === id)?.versions[0]?.id ?? '');
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ workflowId: _narrowsTheChoice, ...fields }) =>
        save.mutate(snap ? { kind: 'update', id: snap.id, fields } : { kind: 'create', fields }, {
          onSuccess: onDone,
        }),
      )}
      className="space-y-4 p-1"
      aria-label={snap ? 'Change the snap' : 'New snap'}
    >
      {save.isError ? (
        <FormAlert tone="error">
          {serverMessage(save.error) ?? 'Could not save the snap.'}
        </FormAlert>
      ) : null}
      <TextField
        label="Name"
        maxLength={80}
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <div>
        <label htmlFor={descriptionId} className="text-sm font-medium text-ink">
          Description
        </label>
        <textarea
          id={descriptionId}
          maxLength={500}
          rows={3}
          className={`mt-1.5 ${inputClass} h-auto py-2`}
          {...register('description')}
        />
      </div>
      <TextField
        label="Tags (comma-separated)"
        placeholder="packshot, white-background"
        error={errors.tags?.message}
        {...register('tags')}
      />
      <SelectFilter
        label="Category"
        value={values.categoryId ?? ''}
        onChange={choose('categoryId')}
        error={errors.categoryId?.message}
        choices={[
          { value: '', label: categories.isPending ? 'Loading…' : 'Choose a category' },
          ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
        ]}
      />
      <SelectFilter
        label="Workflow"
        value={values.workflowId ?? ''}
        onChange={chooseWorkflow}
        choices={[
          { value: '', label: 'Choose a workflow' },
          ...workflows.map((w) => ({ value: w.id, label: w.name })),
        ]}
      />
      <SelectFilter
        label="Version"
        value={values.workflowVersionId ?? ''}
        onChange={choose('workflowVersionId')}
        error={errors.workflowVersionId?.message}
        choices={[
          { value: '', label: workflow ? 'Choose a version' : 'Choose a workflow first' },
          ...(workflow?.versions ?? []).map((v) => ({ value: v.id, label: versionLabel(v) })),
        ]}
      />
      {snap?.version && version && version.id !== snap.version.id ? (
        <VersionChange
          from={{ ...snap.version, workflowId: snap.workflow?.id ?? null }}
          to={{ ...version, workflowId: values.workflowId ?? null }}
        />
      ) : null}
      <TextField
        label="Order in its category"
        type="number"
        min={0}
        placeholder="Last"
        error={errors.position?.message}
        {...register('position')}
      />
      <label className="flex items-center gap-3 text-sm font-medium text-ink">
        <input
          type="checkbox"
          role="switch"
          className="size-5 accent-brand-600"
          {...register('active')}
        />
        Active: creators see it in their gallery
      </label>
      <div>
        <p className="text-sm font-medium text-ink">Cover image</p>
        {shownCover ? (
          <div className="mt-1.5 flex items-center gap-3">
            <StoredImage
              src={shownCover}
              sizes="96px"
              alt="The snap’s cover"
              className="size-24 rounded-lg border border-line object-cover"
            />
            <Button variant="secondary" size="sm" onClick={() => choose('cover')(null)}>
              Remove cover
            </Button>
          </div>
        ) : (
          <ImageDropZone
            label="Cover image"
            onFiles={(files) => void pick(files)}
            busy={reading}
            className="mt-1.5 min-h-32"
          />
        )}
        {errors.cover ? <FormAlert tone="error">{errors.cover.message}</FormAlert> : null}
      </div>
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isLoading={save.isPending}>
          {snap ? 'Save changes' : 'Create snap'}
        </Button>
      </div>
    </form>
  );
}

type VersionSide = PinnableVersion & { workflowId: string | null };

/**
 * What moving the snap to another version changes: both versions with their dates and costs,
 * and, within one workflow, the graph's changes as the editor shows them.
 */
function VersionChange({ from, to }: { from: VersionSide; to: VersionSide }) {
  const sameWorkflow = from.workflowId !== null && from.workflowId === to.workflowId;
  const diff = useWorkflowDiff(
    to.workflowId ?? '',
    sameWorkflow ? from.version : null,
    sameWorkflow ? to.version : null,
  );
  return (
    <section
      aria-label="What changes"
      className="rounded-lg border border-line bg-surface-muted p-3"
    >
      <p className="text-sm font-semibold text-ink">
        {sameWorkflow ? `v${from.version} → v${to.version}` : 'Another workflow'}
      </p>
      <p className="mt-1 text-sm text-ink-muted">
        From v{from.version} ({tokens(from.cost)}, published {formatDay(from.publishedAt)}) to v
        {to.version} ({tokens(to.cost)}, published {formatDay(to.publishedAt)}).
        {to.cost !== from.cost
          ? ` A run will cost ${tokens(to.cost)} instead of ${from.cost}.`
          : ''}
      </p>
      {sameWorkflow ? (
        <div className="mt-2">
          {diff.isPending ? (
            <p className="text-sm text-ink-muted">Comparing the versions…</p>
          ) : diff.isError ? (
            <p className="text-sm text-ink-muted">The versions could not be compared.</p>
          ) : (
            <DiffSummary diff={diff.data} />
          )}
        </div>
      ) : null}
    </section>
  );
}
