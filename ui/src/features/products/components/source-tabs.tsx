import { Globe, Images, LayoutGrid } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';

import { type ProductSource } from '@/features/products/lib/product-draft';

export const productSources = [
  { id: 'images', label: 'From Images', icon: Images },
  { id: 'url', label: 'From URL', icon: Globe },
  { id: 'content', label: 'From Content', icon: LayoutGrid },
] as const satisfies readonly { id: ProductSource; label: string; icon: unknown }[];

type SourceTabsProps = {
  active: ProductSource;
  /** Without it the tabs are disabled: once analysis begins the source is fixed (spec section 2). */
  onSelect?: (source: ProductSource) => void;
};

export const sourceTabId = (source: ProductSource) => `product-source-tab-${source}`;
export const sourcePanelId = (source: ProductSource) => `product-source-panel-${source}`;

/** The three sources of a product as ARIA tabs; arrow keys, Home and End move between them. */
export function SourceTabs({ active, onSelect }: SourceTabsProps) {
  const disabled = !onSelect;
  const refs = useRef<Partial<Record<ProductSource, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = productSources.findIndex((s) => s.id === active);
    const count = productSources.length;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % count
        : event.key === 'ArrowLeft'
          ? (index - 1 + count) % count
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = productSources[next];
    if (!target) return;
    onSelect?.(target.id);
    refs.current[target.id]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label="Create the product from"
      className="grid grid-cols-3 gap-1 rounded-full bg-surface-muted p-1"
    >
      {productSources.map(({ id, label, icon: Icon }) => {
        const selected = id === active;
        return (
          <button
            key={id}
            ref={(node) => {
              refs.current[id] = node;
            }}
            type="button"
            role="tab"
            id={sourceTabId(id)}
            aria-selected={selected}
            aria-controls={selected ? sourcePanelId(id) : undefined}
            tabIndex={selected ? 0 : -1}
            disabled={disabled}
            onClick={() => onSelect?.(id)}
            onKeyDown={onKeyDown}
            className={`inline-flex h-10 items-center justify-center gap-1.5 rounded-full px-2 text-xs font-semibold transition-colors disabled:cursor-not-allowed sm:text-sm ${
              selected
                ? 'bg-surface text-ink shadow-sm'
                : 'text-ink-muted enabled:hover:text-ink disabled:opacity-50'
            }`}
          >
            <Icon className="hidden size-4 sm:block" aria-hidden="true" />
            {label}
          </button>
        );
      })}
    </div>
  );
}

/** The tabs above the chosen source's panel: steps 0 and 1 of the dialog. */
export function SourceFrame({ children, ...tabs }: SourceTabsProps & { children: ReactNode }) {
  return (
    <div className="space-y-5">
      <SourceTabs {...tabs} />
      <div
        role="tabpanel"
        id={sourcePanelId(tabs.active)}
        aria-labelledby={sourceTabId(tabs.active)}
      >
        {children}
      </div>
    </div>
  );
}
