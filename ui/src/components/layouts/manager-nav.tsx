import { ArrowLeft, LayoutDashboard } from 'lucide-react';
import { NavLink } from 'react-router-dom';

import { managerSections } from '@/config/manager-sections';
import { useSession } from '@/lib/auth';
import { isManager } from '@/lib/authorization';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-brand-50 text-brand-900' : 'text-ink-muted hover:bg-surface-muted hover:text-ink'
  }`;

type ManagerNavProps = {
  /** One "Manager Panel" entry to /manager instead of every section. */
  reduced?: boolean;
  /** Called after a link is followed, so a slide-out menu can close. */
  onNavigate?: () => void;
};

/** The manager panel's navigation; empty for anyone who is not a manager (spec section 6). */
export function ManagerNav({ reduced = false, onNavigate }: ManagerNavProps) {
  const { user } = useSession();
  if (!isManager(user)) return null;

  if (reduced) {
    return (
      <NavLink to="/manager" end={false} className={linkClass} onClick={onNavigate}>
        <LayoutDashboard className="size-4 shrink-0" aria-hidden="true" />
        Manager Panel
      </NavLink>
    );
  }

  return (
    <nav aria-label="Manager Panel" className="flex flex-col gap-4">
      <ul className="flex flex-col gap-0.5">
        {managerSections.map(({ path, title, icon: Icon }) => (
          <li key={path}>
            {/* A section stays marked on its sub-pages; /manager (Users & Credits) only on itself. */}
            <NavLink to={path} end={path === '/manager'} className={linkClass} onClick={onNavigate}>
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {title}
            </NavLink>
          </li>
        ))}
      </ul>
      <NavLink
        to="/dashboard"
        className="flex items-center gap-3 rounded-lg border border-line px-3 py-2 text-sm font-medium text-ink hover:bg-surface-muted"
        onClick={onNavigate}
      >
        <ArrowLeft className="size-4 shrink-0" aria-hidden="true" />
        Back to Website
      </NavLink>
    </nav>
  );
}
