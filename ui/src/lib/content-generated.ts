/**
 * "New content was just generated": the demo modal and the create-content screen announce it,
 * and the feedback snackbar (spec section 4) listens. A tiny module-level event, so features that
 * may not import each other share it through lib/.
 */
export type GeneratedContent = {
  contentId: string;
  /** The content's image URLs, sent with any feedback; empty when not known. */
  contentUrls: readonly string[];
};

type Listener = (content: GeneratedContent) => void;

const listeners = new Set<Listener>();

export function announceContentGenerated(content: GeneratedContent) {
  for (const listener of [...listeners]) listener(content);
}

/** Subscribes; answers the unsubscribe. */
export function onContentGenerated(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
