import { type Ref } from 'react';
import { Link } from 'react-router-dom';

const legalLinks = [
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
] as const;

/** The footer; the ref lets floating controls keep clear of it. */
export function SiteFooter({ ref }: { ref?: Ref<HTMLElement> }) {
  const year = new Date().getFullYear();
  return (
    <footer ref={ref} className="border-t border-line bg-surface-muted">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-ink-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>© {year} Snapshot Studio. All rights reserved. AI marketing platform.</p>
        <nav aria-label="Legal">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="rounded font-medium text-ink-muted underline-offset-4 hover:text-ink hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
