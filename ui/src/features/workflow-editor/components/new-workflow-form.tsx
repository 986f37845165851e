import { zodResolver } from '@hookform/resolvers/zod';
import { BUILT_IN_WORKFLOWS } from '@studio/workflows/graph/built-in-workflows';
import {
  type CreateWorkflowRequest,
  createWorkflowRequestSchema,
  type WorkflowSource,
} from '@studio/api/contract/workflows';
import { type ReactNode } from 'react';
import { useForm, type UseFormRegisterReturn, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField, inputClass } from '@/components/ui/text-field';
import { serverMessage } from '@/lib/api-client';
import { useWorkflows } from '@/lib/workflows';
import { useCreateWorkflow } from '../api/manage-workflows';

type Start = WorkflowSource['kind'];

/**
 * The form as the screen holds it: the request's name and description (checked by the contract:
 * a name is needed), and where to start as a choice with a select for each kind that names
 * something. It comes out as the request, `from` built from the choice.
 */
const newWorkflowFormSchema = createWorkflowRequestSchema
  .pick({ name: true, description: true })
  .extend({
    start: z.enum(['blank', 'built-in', 'workflow'] satisfies Start[]),
    builtIn: z.string(),
    copyOf: z.string(),
  })
  .transform(({ start, builtIn, copyOf, ...request }): CreateWorkflowRequest => ({
    ...request,
    from:
      start === 'built-in'
        ? { kind: 'built-in', name: builtIn }
        : start === 'workflow' && copyOf
          ? { kind: 'workflow', workflowId: copyOf }
          : { kind: 'blank' },
  }));
type NewWorkflowFormValues = z.input<typeof newWorkflowFormSchema>;

/** Name, description and where to start from; then into the editor. */
export function NewWorkflowForm() {
  const { register, handleSubmit, control, formState } = useForm<
    NewWorkflowFormValues,
    unknown,
    CreateWorkflowRequest
  >({
    resolver: zodResolver(newWorkflowFormSchema),
    defaultValues: {
      name: '',
      description: '',
      start: 'blank',
      builtIn: BUILT_IN_WORKFLOWS[0]!.name,
      copyOf: '',
    },
    // The name's message shows when Create is pressed and stays until it is pressed again.
    reValidateMode: 'onSubmit',
  });
  const [start, copyOf] = useWatch({ control, name: ['start', 'copyOf'] });
  const workflows = useWorkflows();
  const create = useCreateWorkflow();
  const navigate = useNavigate();
  const startOption = { current: start, radio: register('start') };

  return (
    <form
      noValidate
      className="space-y-5 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
      onSubmit={handleSubmit((request) =>
        create.mutate(request, {
          onSuccess: (created) =>
            void navigate(`/workflows/${created.id}/editor`, { replace: true }),
        }),
      )}
    >
      <TextField
        label="Name"
        maxLength={100}
        error={formState.errors.name?.message}
        autoFocus
        required
        {...register('name')}
      />
      <div>
        <label htmlFor="new-workflow-description" className="text-sm font-medium text-ink">
          Description (optional)
        </label>
        <textarea
          id="new-workflow-description"
          rows={2}
          maxLength={1000}
          className={`mt-1.5 ${inputClass} h-auto py-2`}
          {...register('description')}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-ink">Start from</legend>
        <div className="mt-2 space-y-2">
          <StartOption
            value="blank"
            {...startOption}
            title="Blank"
            hint="An image input wired to an output."
          />
          <StartOption
            value="built-in"
            {...startOption}
            title="A built-in workflow"
            hint="One of the snaps creators know."
          >
            <select
              aria-label="Built-in workflow"
              className={inputClass}
              {...register('builtIn')}
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
            {...startOption}
            title="A copy of a workflow"
            hint="Its current draft."
            disabled={!workflows.data?.length}
          >
            <select
              aria-label="Workflow to copy"
              className={inputClass}
              {...register('copyOf')}
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
  radio,
  title,
  hint,
  disabled,
  children,
}: {
  value: Start;
  current: Start;
  /** The form's registration of the choice, shared by every option. */
  radio: UseFormRegisterReturn<'start'>;
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
        <input type="radio" {...radio} value={value} disabled={disabled} className="mt-1" />
        <span>
          <span className="block text-sm font-semibold text-ink">{title}</span>
          <span className="block text-xs text-ink-muted">{hint}</span>
        </span>
      </label>
      {children ? <div className="mt-2 pl-7">{children}</div> : null}
    </div>
  );
}
