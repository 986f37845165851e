import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode } from 'react';

type SheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  side?: 'left' | 'right';
  /** `menu` is a narrow side menu; `panel` a wider one for a record's details (a user's). */
  size?: 'menu' | 'panel';
  /** The close button's accessible name. */
  closeLabel?: string;
  children: ReactNode;
};

/** A panel that slides in from the side: a menu on small screens, or a record's details. */
export function Sheet({
  open,
  onOpenChange,
  title,
  side = 'left',
  size = 'menu',
  closeLabel = 'Close menu',
  children,
}: SheetProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className={`fixed inset-y-0 z-50 flex ${size === 'menu' ? 'w-72 max-w-[85vw]' : 'w-[32rem] max-w-full'} flex-col overflow-y-auto bg-surface shadow-raised ${
            side === 'left' ? 'left-0 border-r' : 'right-0 border-l'
          } border-line`}
        >
          {/* The title and the close button stay in view while a long form scrolls under them. */}
          <div className="sticky top-0 z-10 flex h-16 shrink-0 items-center justify-between border-b border-line bg-surface px-4">
            <DialogPrimitive.Title className="text-base font-bold text-ink">
              {title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label={closeLabel}
              className="rounded-md p-2 text-ink-muted hover:bg-surface-muted hover:text-ink"
            >
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <div className="flex-1 p-3">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
