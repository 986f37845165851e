import { BUILT_IN_WORKFLOWS } from '@studio/workflows/graph/built-in-workflows';
import { type WorkflowSource } from '@studio/api/contract/workflows';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField, inputClass } from '@/components/ui/text-field';
import { serverMessage } from '@/lib/api-client';
import { useWorkflows } from '@/lib/workflows';
import { useCreateWorkflow } from '../api/manage-workflows';

type Start = WorkflowSource['kind'];

/** Name, description and where to start from; then into the editor. */
export function NewWorkflowForm() {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [start, setStart] = useState<Start>('blank');
  const [builtIn, setBuiltIn] = useState(BUILT_IN_WORKFLOWS[0]!.name);
  const [copyOf, setCopyOf] = useState('');
  const [nameError, setNameError] = useState<string>();
  const workflows = useWorkflows();
  const create = useCreateWorkflow();
  const navigate = useNavigate();

  const source = (): WorkflowSource =>
    start === 'built-in'
      ? { kind: 'built-in', name: builtIn }
      : start === 'workflow' && copyOf
        ? { kind: 'workflow', workflowId: copyOf }
        : { kind: 'blank' };

  return (
    <form
      noValidate
      className="space-y-5 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim()) return setNameError('Give the workflow a name.');
        setNameError(undefined);
        create.mutate(
          { name, description, from: source() },
          {
            onSuccess: (created) =>
              void navigate(`/workflows/${created.id}/editor`, { replace: true }),
          },
        );
      }}
    >
      <TextField
        label="Name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={100}
        error={nameError}
        autoFocus
        required
      />
      <div>
        <label htmlFor="new-workflow-description" className="text-sm font-medium text-ink">
          Description (optional)
        </label>
        <textarea
          id="new-workflow-description"
          rows={2}
          maxLength={1000}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          className={`mt-1.5 ${inputClass} h-auto py-2`}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-ink">Start from</legend>
        <div className="mt-2 space-y-2">
          <StartOption
            value="blank"
            current={start}
            onChange={setStart}
            title="Blank"
            hint="An image input wired to an output."
          />
          <StartOption
            value="built-in"
            current={start}
            onChange={setStart}
            title="A built-in workflow"
            hint="One of the snaps creators know."
          >
            <select
              aria-label="Built-in workflow"
              className={inputClass}
              value={builtIn}
              onChange={(e) => setBuiltIn(e.target.value)}
              disabled={start !== 'built-in'}
            >
              {BUILT_IN_WORKFLOWS.map((w) => (
                <option key={w.name} value={w.name}>
                  {w.name}
                </option>
              ))}
            </select>
          </StartOption>
          <StartOption
            value="workflow"
            current={start}
            onChange={setStart}
            title="A copy of a workflow"
            hint="Its current draft."
            disabled={!workflows.data?.length}
          >
            <select
              aria-label="Workflow to copy"
              className={inputClass}
              value={copyOf}
              onChange={(e) => setCopyOf(e.target.value)}
              disabled={start !== 'workflow'}
            >
              <option value="" disabled>
                Choose a workflow
              </option>
              {workflows.data?.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name}
                </option>
              ))}
            </select>
          </StartOption>
        </div>
      </fieldset>
      {create.isError ? (
        <FormAlert tone="error">
          {serverMessage(create.error) ?? 'The workflow could not be created. Please try again.'}
        </FormAlert>
      ) : null}
      <div className="flex justify-end">
        <Button
          type="submit"
          isLoading={create.isPending}
          disabled={start === 'workflow' && !copyOf}
        >
          Create and open
        </Button>
      </div>
    </form>
  );
}

function StartOption({
  value,
  current,
  onChange,
  title,
  hint,
  disabled,
  children,
}: {
  value: Start;
  current: Start;
  onChange: (value: Start) => void;
  title: string;
  hint: string;
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <div
      className={`rounded-lg border p-3 ${current === value ? 'border-brand-500 bg-brand-50' : 'border-line'}`}
    >
      <label className="flex items-start gap-3">
        <input
          type="radio"
          name="start"
          value={value}
          checked={current === value}
          disabled={disabled}
          onChange={() => onChange(value)}
          className="mt-1"
        />
        <span>
          <span className="block text-sm font-semibold text-ink">{title}</span>
          <span className="block text-xs text-ink-muted">{hint}</span>
        </span>
      </label>
      {children ? <div className="mt-2 pl-7">{children}</div> : null}
    </div>
  );
}
