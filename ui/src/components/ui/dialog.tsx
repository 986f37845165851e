import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode } from 'react';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /**
   * How wide it may grow: `md` (the default) for messages, `lg` for multi-step forms, `xl` for
   * side-by-side images (the cut-out touch-up).
   */
  size?: 'md' | 'lg' | 'xl';
  /** False while work that must not be abandoned runs: no close button, Escape or outside click. */
  dismissible?: boolean;
};

const widths = { md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-5xl' } as const;

/** A modal dialog: focus trapped inside, Escape and the close button dismiss it. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
  dismissible = true,
}: DialogProps) {
  const stay = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/40 backdrop-blur-sm" />
        <DialogPrimitive.Content
          onEscapeKeyDown={stay}
          onPointerDownOutside={stay}
          onInteractOutside={stay}
          // On a phone, toasts stack at the bottom: the dialog shrinks into the space above them
          // (--toast-stack, hooks/use-toast-stack-height.ts), so a toast never hides its buttons.
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] ${widths[size]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card border border-line bg-surface p-6 shadow-raised max-md:top-[calc((100dvh-var(--toast-stack,0px))/2)] max-md:max-h-[calc(100dvh-2rem-var(--toast-stack,0px))]`}
        >
          <div className="flex items-start justify-between gap-4">
            <DialogPrimitive.Title className="text-lg font-bold text-ink">
              {title}
            </DialogPrimitive.Title>
            {dismissible ? (
              <DialogPrimitive.Close
                aria-label="Close"
                className="-m-1 rounded-md p-1 text-ink-muted hover:bg-surface-muted hover:text-ink"
              >
                <X className="size-5" aria-hidden="true" />
              </DialogPrimitive.Close>
            ) : null}
          </div>
          {description ? (
            <DialogPrimitive.Description className="mt-2 text-sm text-ink-muted">
              {description}
            </DialogPrimitive.Description>
          ) : (
            <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
          )}
          {children ? <div className="mt-4">{children}</div> : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
