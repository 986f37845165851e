import { type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

import { useSession } from '@/lib/auth';
import { isManager } from '@/lib/authorization';
import { ButtonLink } from '@/components/ui/button-link';
import { Logo } from '@/components/ui/logo';
import { ManagerDrawer } from './manager-drawer';
import { UserMenu } from './user-menu';

const mainLinks = [
  { to: '/content', label: 'Content' },
  { to: '/products', label: 'Products' },
] as const;

const managerLinks = [
  { to: '/manager', label: 'Manager' },
  { to: '/workflows', label: 'Workflows' },
] as const;

type SiteHeaderProps = {
  /** The token balance, shown to signed-in users (the credits feature renders it). */
  tokenBalance?: ReactNode;
};

/**
 * The top bar. Signed out: Log in and Sign up. Signed in: the main links (on wide screens; small
 * screens have the bottom bar), the token balance and the user menu. Managers also get their
 * links, and a drawer on small screens.
 */
export function SiteHeader({ tokenBalance }: SiteHeaderProps) {
  const { user, isLoading } = useSession();
  const links = isManager(user) ? [...mainLinks, ...managerLinks] : mainLinks;

  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-surface/85 backdrop-blur supports-[backdrop-filter]:bg-surface/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Logo />
        {user ? (
          <nav aria-label="Main" className="ml-6 hidden md:block">
            <ul className="flex items-center gap-1">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    className={({ isActive }) =>
                      `inline-flex h-9 items-center rounded-full px-3 text-sm font-medium transition-colors ${
                        isActive
                          ? 'bg-brand-50 text-brand-900'
                          : 'text-ink-muted hover:bg-surface-muted hover:text-ink'
                      }`
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="ml-auto flex shrink-0 items-center gap-1.5 sm:gap-2">
          {isLoading ? null : user ? (
            <>
              {tokenBalance}
              <UserMenu user={user} />
              {isManager(user) ? <ManagerDrawer /> : null}
            </>
          ) : (
            <nav aria-label="Account">
              <ul className="flex items-center gap-1 sm:gap-2">
                <li>
                  <ButtonLink to="/auth" variant="ghost" size="sm">
                    Log in
                  </ButtonLink>
                </li>
                <li>
                  <ButtonLink to="/register" size="sm">
                    Sign up
                  </ButtonLink>
                </li>
              </ul>
            </nav>
          )}
        </div>
      </div>
    </header>
  );
}
