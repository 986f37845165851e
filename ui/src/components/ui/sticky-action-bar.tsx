import { type ReactNode } from 'react';

type StickyActionBarProps = {
  /** The region's name: "Selection", "Batch shortcut". */
  label: string;
  children: ReactNode;
  className?: string;
};

/**
 * A bar of actions that sticks to the bottom of the window while the section it ends is in view
 * (above the phone's tab bar), then comes to rest under that section: `position: sticky`, not
 * fixed, so it never covers the footer or the floating create button once scrolled past, and
 * needs no scroll listener.
 */
export function StickyActionBar({ label, children, className = '' }: StickyActionBarProps) {
  return (
    <div
      className={`pointer-events-none sticky bottom-[calc(4rem+1px+0.75rem+env(safe-area-inset-bottom))] z-20 mt-6 flex justify-center md:bottom-6 ${className}`}
    >
      <section
        aria-label={label}
        className="pointer-events-auto flex w-full items-center gap-3 rounded-2xl border border-line bg-surface/95 py-2 pr-2 pl-4 shadow-raised backdrop-blur sm:w-auto sm:max-w-full sm:rounded-full"
      >
        {children}
      </section>
    </div>
  );
}
