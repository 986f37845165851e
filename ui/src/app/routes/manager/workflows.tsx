import { useParams } from 'react-router-dom';

import { PlaceholderPage } from '@/components/layouts/placeholder-page';

// The workflow screens are manager-only and have no manager panel frame.

export function WorkflowsRoute() {
  return (
    <PlaceholderPage title="Workflows">
      <p>
        Every workflow will be listed here, with the snaps that use it, and a button to build a new
        one.
      </p>
    </PlaceholderPage>
  );
}

export function NewWorkflowRoute() {
  return (
    <PlaceholderPage title="New workflow" back={{ to: '/workflows', label: 'All workflows' }}>
      <p>Here you will name a new workflow and open it in the editor.</p>
    </PlaceholderPage>
  );
}

export function WorkflowEditorRoute() {
  const { id } = useParams();
  return (
    <PlaceholderPage title="Workflow editor" back={{ to: '/workflows', label: 'All workflows' }}>
      <p>
        The workflow <code className="break-all">{id}</code> will open here as a graph of nodes to
        connect, configure, test and publish.
      </p>
    </PlaceholderPage>
  );
}
