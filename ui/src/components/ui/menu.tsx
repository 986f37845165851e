import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { type ComponentProps } from 'react';

// Styled pieces of Radix DropdownMenu, so every menu in the app looks and behaves alike.

/**
 * Not modal: the page around an open menu stays as it is for assistive technology. Radix's modal
 * menu hides everything else with aria-hidden, which leaves a screen reader a page with no main
 * landmark and no heading, hiding elements that can still take the focus (axe: aria-hidden-focus,
 * landmark-one-main, page-has-heading-one). Escape, a click outside and Tab still close it.
 */
export function MenuRoot(props: ComponentProps<typeof DropdownMenu.Root>) {
  return <DropdownMenu.Root modal={false} {...props} />;
}
export const MenuTrigger = DropdownMenu.Trigger;

export function MenuContent({
  className = '',
  ...props
}: ComponentProps<typeof DropdownMenu.Content>) {
  // Portalled into the page's main landmark. At the end of the body it would sit outside every
  // landmark (axe: region); beside a trigger in the header it would be placed by the header's
  // backdrop filter (a containing block for fixed elements) and end up off the screen.
  return (
    <DropdownMenu.Portal container={document.querySelector('main')}>
      <DropdownMenu.Content
        sideOffset={8}
        collisionPadding={8}
        // Never wider than the room beside its trigger: a long email is cut short, not the menu.
        className={`z-50 max-w-[min(20rem,var(--radix-dropdown-menu-content-available-width))] min-w-48 rounded-xl border border-line bg-surface p-1.5 shadow-raised ${className}`}
        {...props}
      />
    </DropdownMenu.Portal>
  );
}

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-ink outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

export function MenuItem({ className = '', ...props }: ComponentProps<typeof DropdownMenu.Item>) {
  return <DropdownMenu.Item className={`${itemClass} ${className}`} {...props} />;
}

/**
 * An item with a tick, for choosing several things in one menu (a table's columns). Choosing it
 * leaves the menu open, for the next tick; Escape or a click outside closes it.
 */
export function MenuCheckboxItem({
  className = '',
  children,
  ...props
}: ComponentProps<typeof DropdownMenu.CheckboxItem>) {
  return (
    <DropdownMenu.CheckboxItem
      className={`${itemClass} ${className}`}
      onSelect={(event) => event.preventDefault()}
      {...props}
    >
      <span className="flex size-4 items-center justify-center rounded border border-ink-muted">
        <DropdownMenu.ItemIndicator>
          <Check className="size-3.5 text-brand-700" aria-hidden="true" />
        </DropdownMenu.ItemIndicator>
      </span>
      {children}
    </DropdownMenu.CheckboxItem>
  );
}

export function MenuLabel({ className = '', ...props }: ComponentProps<typeof DropdownMenu.Label>) {
  return <DropdownMenu.Label className={`px-3 py-2 text-sm ${className}`} {...props} />;
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-line" />;
}
