import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';

/**
 * A button that shows and hides what follows it (`aria-expanded`, `aria-controls`). The content
 * is only rendered while open: a schema may refer to itself, so its fields are read on demand.
 * The controlled element always exists, so `aria-controls` never points at nothing.
 */
export function Disclosure({
  label,
  hiddenLabel,
  children,
}: {
  /** The visible words, e.g. "Fields" (the button adds nothing visible to them). */
  label: string;
  /** Words only screen readers hear after the label, e.g. " of imageUrls". */
  hiddenLabel?: string;
  children: () => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="mt-1">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
        className="flex w-fit items-center gap-1 rounded text-xs font-semibold text-brand-700 hover:underline"
      >
        {open ? `Hide ${label.toLowerCase()}` : label}
        {hiddenLabel ? <span className="sr-only">{hiddenLabel}</span> : null}
        <ChevronDown
          className={`size-3.5 transition-transform ${open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        />
      </button>
      <div id={id} hidden={!open}>
        {open ? children() : null}
      </div>
    </div>
  );
}
