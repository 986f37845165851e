import { type ExecutionView } from '@studio/api/contract/executions';
import { type WorkflowPinView } from '@studio/api/contract/workflow-tests';
import { createContext, useContext } from 'react';

/**
 * The editor's test runs as the inspector needs them: the run open on the canvas, the pinned
 * outputs, and a way to open a run (after "Run this step"). Provided by the editor screen.
 */
export type EditorTestRuns = {
  workflowId: string;
  run: ExecutionView | null;
  pins: ReadonlyMap<string, WorkflowPinView>;
  open: (executionId: string) => void;
  /** Saves the draft first: a test run runs the draft as stored. */
  saveDraft: () => Promise<boolean>;
};

export const EditorTestRunsContext = createContext<EditorTestRuns | null>(null);

export function useEditorTestRuns(): EditorTestRuns | null {
  return useContext(EditorTestRunsContext);
}
