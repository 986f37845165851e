import {
  type ManagedSnap,
  type PinnableVersion,
  type PinnableWorkflow,
} from '@studio/api/contract/manager-snaps';
import { type FormEvent, useId, useState } from 'react';

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
  const [name, setName] = useState(snap?.name ?? '');
  const [description, setDescription] = useState(snap?.description ?? '');
  const [tags, setTags] = useState(tagsText(snap?.tags ?? []));
  const [categoryId, setCategoryId] = useState(snap?.category.id ?? '');
  const [workflowId, setWorkflowId] = useState(snap?.workflow?.id ?? '');
  const [versionId, setVersionId] = useState(snap?.version?.id ?? '');
  const [active, setActive] = useState(snap?.active ?? true);
  const [position, setPosition] = useState(snap ? String(snap.position) : '');
  // undefined: the cover as it is; a data URL: a new one; null: none.
  const [cover, setCover] = useState<string | null | undefined>(undefined);
  const { reading, pick } = useImageFile(uploadableDataUrl, ({ dataUrl }) => setCover(dataUrl));
  const descriptionId = useId();

  const workflow = workflows.find((w) => w.id === workflowId);
  const version = workflow?.versions.find((v) => v.id === versionId);
  const shownCover = cover === undefined ? snap?.coverUrl : cover;

  function chooseWorkflow(id: string) {
    setWorkflowId(id);
    // The newest version by default: the one a new pin usually wants.
    setVersionId(workflows.find((w) => w.id === id)?.versions[0]?.id ?? '');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const fields = {
      name,
      description,
      tags: parseTags(tags),
      categoryId,
      workflowVersionId: versionId,
      active,
      ...(position.trim() === '' ? {} : { position: Number(position) }),
      ...(cover === undefined ? {} : { cover }),
    };
    save.mutate(snap ? { kind: 'update', id: snap.id, fields } : { kind: 'create', fields }, {
      onSuccess: onDone,
    });
  }

  return (
    <form
      onSubmit={submit}
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
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={80}
        required
      />
      <div>
        <label htmlFor={descriptionId} className="text-sm font-medium text-ink">
          Description
        </label>
        <textarea
          id={descriptionId}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={500}
          rows={3}
          className={`mt-1.5 ${inputClass} h-auto py-2`}
        />
      </div>
      <TextField
        label="Tags (comma-separated)"
        value={tags}
        onChange={(event) => setTags(event.target.value)}
        placeholder="packshot, white-background"
      />
      <SelectFilter
        label="Category"
        value={categoryId}
        onChange={setCategoryId}
        choices={[
          { value: '', label: categories.isPending ? 'Loading…' : 'Choose a category' },
          ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
        ]}
      />
      <SelectFilter
        label="Workflow"
        value={workflowId}
        onChange={chooseWorkflow}
        choices={[
          { value: '', label: 'Choose a workflow' },
          ...workflows.map((w) => ({ value: w.id, label: w.name })),
        ]}
      />
      <SelectFilter
        label="Version"
        value={versionId}
        onChange={setVersionId}
        choices={[
          { value: '', label: workflow ? 'Choose a version' : 'Choose a workflow first' },
          ...(workflow?.versions ?? []).map((v) => ({ value: v.id, label: versionLabel(v) })),
        ]}
      />
      {snap?.version && version && version.id !== snap.version.id ? (
        <VersionChange
          from={{ ...snap.version, workflowId: snap.workflow?.id ?? null }}
          to={{ ...version, workflowId }}
        />
      ) : null}
      <TextField
        label="Order in its category"
        type="number"
        min={0}
        value={position}
        onChange={(event) => setPosition(event.target.value)}
        placeholder="Last"
      />
      <label className="flex items-center gap-3 text-sm font-medium text-ink">
        <input
          type="checkbox"
          role="switch"
          checked={active}
          onChange={(event) => setActive(event.target.checked)}
          className="size-5 accent-brand-600"
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
            <Button variant="secondary" size="sm" onClick={() => setCover(null)}>
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
