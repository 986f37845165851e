import { useEffect, useState } from 'react';

import { getWorkflow } from '../api/get-workflow';
import { saveDraft } from '../api/workflow-versions';
import { type AutosaveState, DraftAutosaver } from '../model/draft-autosaver';
import { type EditorStore } from '../store/editor-store';

/** How long the editor waits after the last edit before saving: typing is one save, not twenty. */
export const AUTOSAVE_DELAY_MS = 800;

/**
 * The draft's autosave for an open editor (model/draft-autosaver.ts), with the browser's side of
 * it: saving again when the connection returns, and asking before leaving with unsaved edits.
 */
export function useAutosave(workflowId: string, store: EditorStore, revision: number) {
  const [state, setState] = useState<AutosaveState>({ status: 'saved', conflict: null });
  const [saver] = useState(
    () =>
      new DraftAutosaver({
        store,
        revision,
        delayMs: AUTOSAVE_DELAY_MS,
        save: (body) => saveDraft(workflowId, body),
        onChange: setState,
        isOnline: () => navigator.onLine,
      }),
  );

  useEffect(() => {
    const stop = saver.start();
    const retry = () => void saver.retry();
    window.addEventListener('online', retry);
    return () => {
      window.removeEventListener('online', retry);
      stop();
    };
  }, [saver]);

  useEffect(() => {
    if (state.status === 'saved') return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state.status]);

  return {
    ...state,
    flush: () => saver.flush(),
    retry: () => saver.retry(),
    overwrite: () => saver.overwrite(),
    reload: async () => saver.reload((await getWorkflow(workflowId)).draft),
  };
}
