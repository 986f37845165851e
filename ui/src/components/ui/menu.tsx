import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { type ComponentProps } from 'react';

// Styled pieces of Radix DropdownMenu, so every menu in the app looks and behaves alike.

export const MenuRoot = DropdownMenu.Root;
export const MenuTrigger = DropdownMenu.Trigger;

export function MenuContent({
  className = '',
  ...props
}: ComponentProps<typeof DropdownMenu.Content>) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        sideOffset={8}
        collisionPadding={8}
        className={`z-50 min-w-48 rounded-xl border border-line bg-surface p-1.5 shadow-raised ${className}`}
        {...props}
      />
    </DropdownMenu.Portal>
  );
}

export function MenuItem({ className = '', ...props }: ComponentProps<typeof DropdownMenu.Item>) {
  return (
    <DropdownMenu.Item
      className={`flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-ink outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900 ${className}`}
      {...props}
    />
  );
}

export function MenuLabel({ className = '', ...props }: ComponentProps<typeof DropdownMenu.Label>) {
  return <DropdownMenu.Label className={`px-3 py-2 text-sm ${className}`} {...props} />;
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-line" />;
}
