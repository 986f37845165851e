import { Link } from 'react-router-dom';

/** The Snapshot Studio mark and wordmark, linking home. */
export function Logo() {
  return (
    <Link to="/" className="inline-flex min-w-0 items-center gap-2 rounded-lg sm:gap-2.5">
      <LogoMark />
      <span className="truncate text-sm font-bold tracking-tight whitespace-nowrap text-ink sm:text-lg">
        Snapshot Studio
      </span>
    </Link>
  );
}

function LogoMark() {
  return (
    <svg viewBox="0 0 32 32" className="size-7 shrink-0 sm:size-8" aria-hidden="true">
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-brand-500)" />
          <stop offset="1" stopColor="var(--color-accent-500)" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#logo-gradient)" />
      <circle cx="16" cy="16" r="8.5" fill="none" stroke="#fff" strokeWidth="2.5" />
      <circle cx="16" cy="16" r="3" fill="#fff" />
    </svg>
  );
}
