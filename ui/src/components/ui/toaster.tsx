import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useRef } from 'react';

import { useToastStackHeight } from '@/hooks/use-toast-stack-height';

import {
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastMessage,
  dismissToast,
  useToasts,
} from '@/lib/toast';

const variantStyles = {
  default: 'border-line bg-surface text-ink',
  success: 'border-success-200 bg-surface text-ink',
  destructive: 'border-danger-200 bg-danger-50 text-ink',
} as const;

/** Renders the toast store with Radix Toast: F8 jumps to it, a 50 px swipe dismisses a toast. */
export function Toaster() {
  const toasts = useToasts();
  const viewport = useRef<HTMLOListElement>(null);
  useToastStackHeight(viewport);
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      swipeDirection="right"
    >
      {toasts.map((item) => (
        <ToastItem key={item.id} item={item} />
      ))}
      {/* At the bottom, clear of the header and of dialogs' titles and close buttons: on phones
          above the tab bar (and the feedback snackbar's place), on wider screens at the left,
          away from forms' buttons in the right-hand column and from the floating create
          button. */}
      <ToastPrimitive.Viewport
        ref={viewport}
        hotkey={['F8']}
        label="Notifications ({hotkey})"
        className="fixed inset-x-0 bottom-0 z-[100] m-0 flex list-none flex-col gap-2 p-4 pb-20 outline-none md:right-auto md:w-full md:max-w-sm md:pb-4"
      />
    </ToastPrimitive.Provider>
  );
}

function ToastItem({ item }: { item: ToastMessage }) {
  const Icon = item.variant === 'destructive' ? CircleAlert : CircleCheck;
  return (
    <ToastPrimitive.Root
      type={item.variant === 'destructive' ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) dismissToast(item.id);
      }}
      className={`flex items-start gap-3 rounded-xl border p-4 shadow-raised data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] ${variantStyles[item.variant]}`}
    >
      {item.variant === 'default' ? null : (
        <Icon
          className={`mt-0.5 size-5 shrink-0 ${item.variant === 'destructive' ? 'text-danger-600' : 'text-success-600'}`}
          aria-hidden="true"
        />
      )}
      <div className="min-w-0 flex-1">
        <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
        {item.description ? (
          <ToastPrimitive.Description className="mt-1 text-sm text-ink-muted">
            {item.description}
          </ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close
        aria-label="Dismiss notification"
        className="-m-1 rounded-md p-1 text-ink-muted hover:bg-surface-muted hover:text-ink"
      >
        <X className="size-4" aria-hidden="true" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
