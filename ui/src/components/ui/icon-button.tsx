import { type ReactNode } from 'react';

const toolbarStyle =
  'grid size-9 place-items-center rounded-lg text-ink hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-40';

/**
 * A square toolbar button whose label is its accessible name and tooltip; `className` styles it
 * for another toolbar (a dark viewer's, say).
 */
export function IconButton({
  label,
  onClick,
  disabled,
  className = toolbarStyle,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={className}
    >
      {children}
    </button>
  );
}
