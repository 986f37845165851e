import { Plus } from 'lucide-react';
import { useParams } from 'react-router-dom';

import { ContentPage } from '@/components/layouts/content-page';
import { ButtonLink } from '@/components/ui/button-link';
import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useWorkflow } from '@/features/workflow-editor/api/get-workflow';
import { ImportWorkflowButton } from '@/features/workflow-editor/components/import-button';
import { NewWorkflowForm } from '@/features/workflow-editor/components/new-workflow-form';
import { WorkflowEditor } from '@/features/workflow-editor/components/workflow-editor';
import { WorkflowList } from '@/features/workflow-editor/components/workflow-list';
import { ApiError } from '@/lib/api-client';
import { NotFoundRoute } from '../not-found';

// The workflow screens are manager-only and have no manager panel frame.

/** /workflows: every workflow, with new, import and each one's actions. */
export function WorkflowsRoute() {
  return (
    <ContentPage
      title="Workflows"
      description="The graphs of steps your snaps run. Drafts save as you edit; publishing makes a version."
      width="xl"
      actions={
        <>
          <ImportWorkflowButton />
          <ButtonLink to="/workflows/new">
            <Plus className="size-4" aria-hidden="true" />
            New workflow
          </ButtonLink>
        </>
      }
    >
      <WorkflowList />
    </ContentPage>
  );
}

/** /manager/workflows: the same list inside the manager panel. */
export function ManagerWorkflowsRoute() {
  return (
    <ContentPage
      title="Workflows"
      description="The graphs behind the snaps, their versions and how they run."
      width="xl"
      actions={
        <ButtonLink to="/workflows/new">
          <Plus className="size-4" aria-hidden="true" />
          New workflow
        </ButtonLink>
      }
    >
      <WorkflowList />
    </ContentPage>
  );
}

export function NewWorkflowRoute() {
  return (
    <ContentPage
      title="New workflow"
      description="Name it, choose where it starts, then draw it."
      width="md"
    >
      <NewWorkflowForm />
    </ContentPage>
  );
}

/** /workflows/:id/editor: the editor, once the workflow is loaded; the not-found screen if none. */
export function WorkflowEditorRoute() {
  const { id = '' } = useParams();
  const workflow = useWorkflow(id);
  if (workflow.isPending) return <PageSpinner />;
  if (workflow.isError) {
    if (workflow.error instanceof ApiError && [400, 404].includes(workflow.error.status))
      return <NotFoundRoute />;
    return (
      <div className="mx-auto w-full max-w-lg px-4 py-16">
        <FetchErrorAlert what="the workflow" onRetry={() => void workflow.refetch()} />
      </div>
    );
  }
  return <WorkflowEditor key={workflow.data.id} workflow={workflow.data} />;
}
