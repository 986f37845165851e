import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
};

export type ToastMessage = ToastInput & { id: number; variant: ToastVariant };

/** How long a toast stays unless the user hovers, focuses or swipes it (spec section 9). */
export const TOAST_DURATION_MS = 5000;
/** How far a toast must be swiped to dismiss it. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

// A module-level store, so mutation callbacks and guards can raise a toast without a hook.
let toasts: readonly ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast. One at a time: a new one replaces whatever is showing. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  toasts = [{ ...input, variant: input.variant ?? 'default', id }];
  emit();
  return id;
}

export function dismissToast(id: number) {
  const remaining = toasts.filter((t) => t.id !== id);
  if (remaining.length === toasts.length) return;
  toasts = remaining;
  emit();
}

/** Drops every toast; tests call it between cases. */
export function clearToasts() {
  toasts = [];
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => toasts;

export function useToasts(): readonly ToastMessage[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
