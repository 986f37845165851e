import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';

import { type EditorActions, type EditorState, type EditorStore } from './editor-store';

const EditorStoreContext = createContext<EditorStore | null>(null);

/** One store per open editor, so two editors (or a test's) never share state. */
export function EditorStoreProvider({
  store,
  children,
}: {
  store: EditorStore;
  children: ReactNode;
}) {
  return <EditorStoreContext.Provider value={store}>{children}</EditorStoreContext.Provider>;
}

export function useEditorStore(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditor must be used inside an EditorStoreProvider');
  return store;
}

/** A slice of the editor's state; re-renders only when the slice changes. */
export function useEditor<T>(selector: (state: EditorState & EditorActions) => T): T {
  return useStore(useEditorStore(), selector);
}
