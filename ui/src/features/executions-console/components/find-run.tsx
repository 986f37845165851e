import { executionsApi } from '@studio/api/contract/routes/executions';
import { useMutation } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { inputClass } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { callApi } from '@/lib/call-api';

/**
 * One box for any id an operator holds (Temporal's Web UI's search by workflow id): a run's id,
 * its Temporal workflow id, a content item's id, or a whole address holding one. Opens the run,
 * or says in place that no run has that id.
 */
export function FindRun() {
  const navigate = useNavigate();
  const [reference, setReference] = useState('');
  const id = useId();
  const find = useMutation({
    mutationFn: (ref: string) => callApi(executionsApi.lookup, { params: { ref } }),
    onSuccess: ({ executionId }) => navigate(`/manager/workflow-executions/${executionId}`),
  });
  const notFound = find.error instanceof ApiError && find.error.status === 404;

  return (
    <form
      role="search"
      aria-label="Find a run"
      className="flex min-w-0 flex-col gap-1 py-1 sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (reference.trim()) find.mutate(reference.trim());
      }}
    >
      <div className="flex w-full items-center gap-1.5 sm:w-80">
        <label htmlFor={id} className="sr-only">
          Run, Temporal workflow or content id
        </label>
        <input
          id={id}
          className={`${inputClass} h-9 min-w-0 flex-1 font-mono text-xs`}
          placeholder="Find a run by any id"
          value={reference}
          aria-invalid={find.isError || undefined}
          aria-describedby={find.isError ? `${id}-error` : undefined}
          onChange={(event) => {
            setReference(event.target.value);
            find.reset();
          }}
        />
        <button
          type="submit"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg border border-line text-ink-muted hover:bg-surface-muted hover:text-ink disabled:opacity-50"
          disabled={find.isPending}
          aria-label="Find the run"
        >
          <Search className="size-4" aria-hidden="true" />
        </button>
      </div>
      {find.isError ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-danger-700">
          {notFound ? 'No run or content has this id.' : 'Could not search. Please try again.'}
        </p>
      ) : null}
    </form>
  );
}
