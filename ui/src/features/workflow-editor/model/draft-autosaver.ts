import { type WorkflowGraph } from '@studio/workflows/graph/graph';

import { ApiError } from '@/lib/api-client';
import { type EditorStore, graphOf } from '../store/editor-store';

export type SaveStatus = 'saved' | 'saving' | 'unsaved' | 'offline' | 'conflict' | 'error';

/** Who saved the draft this editor's save collided with. */
export type DraftConflict = { revision: number; updatedBy: { id: string; name: string } | null };

export type AutosaveState = { status: SaveStatus; conflict: DraftConflict | null };

type Options = {
  store: EditorStore;
  /** The revision the opened draft has. */
  revision: number;
  save: (body: { graph: WorkflowGraph; revision: number }) => Promise<{ revision: number }>;
  delayMs: number;
  onChange: (state: AutosaveState) => void;
  isOnline?: () => boolean;
};

/**
 * Saves the draft a moment after each edit, naming the revision it was made from, one save at a
 * time. Another manager's save in between answers 409: nothing is overwritten and saving stops
 * until the manager reloads (their own graph one undo away) or overwrites. Offline it waits for
 * `retry` (the browser's `online` event). Plain TypeScript, so its rules are tested without React.
 */
export class DraftAutosaver {
  private revision: number;
  private savedEdits: number;
  private inFlight: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private state: AutosaveState = { status: 'saved', conflict: null };

  constructor(private readonly options: Options) {
    this.revision = options.revision;
    this.savedEdits = options.store.getState().edits;
  }

  get current(): AutosaveState {
    return this.state;
  }

  /** Follows the store's edits until the answered function is called. */
  start(): () => void {
    const unsubscribe = this.options.store.subscribe((next, previous) => {
      if (next.edits === previous.edits || this.state.status === 'conflict') return;
      if (this.state.status !== 'saving') this.set({ status: 'unsaved' });
      this.schedule();
    });
    return () => {
      clearTimeout(this.timer);
      unsubscribe();
    };
  }

  /** Saves now (after a save already on its way); true when the store's graph is stored. */
  async flush(): Promise<boolean> {
    clearTimeout(this.timer);
    if (this.inFlight) await this.inFlight;
    await this.save();
    return this.options.store.getState().edits === this.savedEdits;
  }

  /** Tries again now (back online, or after an error). */
  retry(): Promise<boolean> {
    return this.flush();
  }

  /** Keeps this editor's graph: saves it over the draft the other manager saved. */
  async overwrite(): Promise<boolean> {
    const conflict = this.state.conflict;
    if (!conflict) return false;
    this.revision = conflict.revision;
    this.savedEdits = Number.NaN; // whatever the store holds now is unsaved
    this.set({ status: 'unsaved', conflict: null });
    return this.flush();
  }

  /** Takes the other manager's draft as one undoable step; nothing of this editor's is lost. */
  reload(draft: { graph: WorkflowGraph; revision: number }): void {
    const { store } = this.options;
    store.getState().replaceGraph(draft.graph, 'Load the latest saved draft');
    this.revision = draft.revision;
    this.savedEdits = store.getState().edits;
    clearTimeout(this.timer);
    this.set({ status: 'saved', conflict: null });
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.save(), this.options.delayMs);
  }

  private async save(): Promise<void> {
    if (this.inFlight) return this.inFlight;
    const { store } = this.options;
    const snapshot = store.getState();
    if (snapshot.edits === this.savedEdits || this.state.status === 'conflict') return;
    this.set({ status: 'saving' });
    this.inFlight = (async () => {
      try {
        const answer = await this.options.save({
          graph: graphOf(snapshot),
          revision: this.revision,
        });
        this.revision = answer.revision;
        this.savedEdits = snapshot.edits;
        const behind = store.getState().edits !== snapshot.edits;
        this.set({ status: behind ? 'unsaved' : 'saved' });
        // Edits made while this save was on its way get their own.
        if (behind) this.schedule();
      } catch (error) {
        this.set(this.failure(error));
      } finally {
        this.inFlight = null;
      }
    })();
    return this.inFlight;
  }

  private failure(error: unknown): Partial<AutosaveState> {
    if (error instanceof ApiError && error.code === 'draft_conflict') {
      const body = error.body as Partial<DraftConflict>;
      return {
        status: 'conflict',
        conflict: { revision: body.revision ?? this.revision, updatedBy: body.updatedBy ?? null },
      };
    }
    const online = this.options.isOnline?.() ?? true;
    return { status: !(error instanceof ApiError) || !online ? 'offline' : 'error' };
  }

  private set(change: Partial<AutosaveState>): void {
    this.state = { ...this.state, ...change };
    this.options.onChange(this.state);
  }
}
