import { Globe, Images, LayoutGrid } from 'lucide-react';
import { type KeyboardEvent, useRef } from 'react';

export type ProductSource = 'images' | 'url' | 'content';

export const productSources = [
  { id: 'images', label: 'From Images', icon: Images },
  { id: 'url', label: 'From URL', icon: Globe },
  { id: 'content', label: 'From Content', icon: LayoutGrid },
] as const satisfies readonly { id: ProductSource; label: string; icon: unknown }[];

type SourceTabsProps = {
  active: ProductSource;
  onSelect: (source: ProductSource) => void;
  /** Once analysis begins the source is fixed (spec section 2). */
  disabled: boolean;
};

export const sourceTabId = (source: ProductSource) => `product-source-tab-${source}`;
export const sourcePanelId = (source: ProductSource) => `product-source-panel-${source}`;

/** The three sources of a product as ARIA tabs; arrow keys, Home and End move between them. */
export function SourceTabs({ active, onSelect, disabled }: SourceTabsProps) {
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
    onSelect(target.id);
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
            onClick={() => onSelect(id)}
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
