import { type RefObject, useEffect } from 'react';

/** The CSS variable a dialog on a phone reads to keep its buttons clear of the toasts. */
export const TOAST_STACK_VARIABLE = '--toast-stack';

/**
 * Publishes how much of the bottom of the screen the toasts in `viewport` take (0 with none) as
 * `--toast-stack` on the root element. On a phone toasts stack at the bottom, where a dialog keeps
 * its buttons: the dialog (components/ui/dialog.tsx) shrinks above them while a toast shows.
 */
export function useToastStackHeight(viewport: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => {
      const first = element.firstElementChild;
      const taken = first ? Math.max(0, window.innerHeight - first.getBoundingClientRect().top) : 0;
      root.style.setProperty(TOAST_STACK_VARIABLE, `${Math.round(taken)}px`);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => {
      observer.disconnect();
      root.style.removeProperty(TOAST_STACK_VARIABLE);
    };
  }, [viewport]);
}
