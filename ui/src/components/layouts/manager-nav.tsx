import { ArrowLeft, LayoutDashboard } from 'lucide-react';
import { NavLink } from 'react-router-dom';

import { managerSections } from '@/config/manager-sections';
import { useSession } from '@/lib/auth';
import { isManager } from '@/lib/authorization';
import { type ManagerBadges } from '@studio/api/contract/manager-badges';
import { useManagerBadges } from '@/lib/manager-badges';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-brand-50 text-brand-900' : 'text-ink-muted hover:bg-surface-muted hover:text-ink'
  }`;

/** The sections that show a count, and what the count means in words (for screen readers). */
const BADGES: Record<string, { count: keyof ManagerBadges; meaning: string }> = {
  '/manager/error-logs': { count: 'errorLogs', meaning: 'unresolved' },
  '/manager/workflow-executions': { count: 'failedRuns', meaning: 'failed in the last 24 hours' },
};

/** A section's count, hidden at zero; the link's name says it in words. */
function CountBadge({ count }: { count: number }) {
  return (
    <span className="ml-auto rounded-full bg-danger-700 px-2 py-0.5 text-xs font-semibold text-white tabular-nums">
      {/* The whole number, as the link's name says it (axe's label-in-name rule). */}
      {count}
    </span>
  );
}

type ManagerNavProps = {
  /** One "Manager Panel" entry to /manager instead of every section. */
  reduced?: boolean;
  /** Called after a link is followed, so a slide-out menu can close. */
  onNavigate?: () => void;
};

/** The manager panel's navigation; empty for anyone who is not a manager (spec section 6). */
export function ManagerNav({ reduced = false, onNavigate }: ManagerNavProps) {
  const { user } = useSession();
  const badges = useManagerBadges(isManager(user) && !reduced);
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
        {managerSections.map(({ path, title, icon: Icon }) => {
          const badge = BADGES[path];
          const count = badge && badges.data ? badges.data[badge.count] : 0;
          return (
            <li key={path}>
              {/* A section stays marked on its sub-pages; /manager (Users & Credits) only on itself. */}
              <NavLink
                to={path}
                end={path === '/manager'}
                className={linkClass}
                onClick={onNavigate}
                // "Error Logs, 3 unresolved": the number alone would not say what it counts.
                aria-label={count > 0 ? `${title}, ${count} ${badge!.meaning}` : undefined}
              >
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                {title}
                {/* A space between: the visible label reads "Error Logs 3", inside the name. */}
                {count > 0 ? (
                  <>
                    {' '}
                    <CountBadge count={count} />
                  </>
                ) : null}
              </NavLink>
            </li>
          );
        })}
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
