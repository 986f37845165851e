import { workflowsApi } from '@studio/api/contract/routes/workflows';
import { type CreateWorkflowRequest, type WorkflowSummary } from '@studio/api/contract/workflows';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { workflowsQueryKey } from '@/lib/workflows';

// The list's actions: create (blank, a copy, a built-in), import a file, delete. Each refreshes
// the list; a failure's toast says what went wrong in the server's words.

export function useCreateWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateWorkflowRequest): Promise<WorkflowSummary> =>
      callApi(workflowsApi.create, { body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workflowsQueryKey }),
  });
}

export function useImportWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: unknown): Promise<WorkflowSummary> =>
      callApi(workflowsApi.import, { body: file }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workflowsQueryKey }),
  });
}

export function useDeleteWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(workflowsApi.delete, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workflowsQueryKey }),
  });
}

/** The export file, fetched and handed to the browser as a download. */
export async function downloadWorkflow(id: string, name: string): Promise<void> {
  const file = await callApi(workflowsApi.export, { params: { id } });
  const blob = new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'workflow'
  }.workflow.json`;
  link.click();
  URL.revokeObjectURL(url);
}
