import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';

import { inputClass } from './text-field';

/** Typing waits this long before the filter (and the URL) follows. */
const TYPING_MS = 400;

/**
 * A text filter that follows the typing after a pause, and at once on Enter. A plain text input
 * (not `type="search"`): its role is a textbox, and no browser-drawn clear button differs by
 * engine; the filter bar's own "Clear filters" clears it.
 */
export function TypedFilter({
  label,
  placeholder,
  value,
  onCommit,
  icon = false,
  className,
}: {
  label: string;
  placeholder: string;
  value: string | undefined;
  onCommit: (value: string | undefined) => void;
  icon?: boolean;
  /** The label's place in its filter bar's grid ('sm:col-span-2'). */
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value ?? '');
  // A filter set elsewhere (Clear, a link) shows here (React's "adjust state on a prop change").
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if ((value ?? '') !== text.trim()) setText(value ?? '');
  }
  useEffect(() => {
    if (text.trim() === (value ?? '')) return;
    const timer = setTimeout(() => onCommit(text.trim() || undefined), TYPING_MS);
    return () => clearTimeout(timer);
  }, [text, value, onCommit]);
  return (
    <label className={`text-sm font-medium text-ink ${className ?? ''}`} htmlFor={id}>
      {label}
      <span className="relative mt-1 block">
        {icon ? (
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
            aria-hidden="true"
          />
        ) : null}
        <input
          id={id}
          type="text"
          enterKeyHint="search"
          autoComplete="off"
          className={`${inputClass} ${icon ? 'pl-9' : ''}`}
          placeholder={placeholder}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onCommit(text.trim() || undefined);
          }}
        />
      </span>
    </label>
  );
}
