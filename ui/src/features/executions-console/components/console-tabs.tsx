import { NavLink } from 'react-router-dom';

import { FindRun } from './find-run';

const TABS = [
  { to: '/manager/workflow-executions', label: 'Runs' },
  { to: '/manager/workflow-executions/audit-log', label: 'Audit log' },
] as const;

/**
 * The console's two views, runs and the audit log, as links that look like tabs: each is a page
 * of its own with its own URL (so not an ARIA tab list), the current one marked `aria-current`;
 * beside them, the box that finds a run by any id.
 */
export function ConsoleTabs() {
  return (
    <div className="flex flex-col-reverse gap-2 border-b border-line sm:flex-row sm:items-end sm:justify-between">
      <nav aria-label="Executions console">
        <ul className="-mb-px flex gap-1">
          {TABS.map(({ to, label }) => (
            <li key={to}>
              <NavLink
                to={to}
                end
                className={({ isActive }) =>
                  `inline-flex h-10 items-center border-b-2 px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-500 ${
                    isActive
                      ? 'border-brand-600 text-brand-700'
                      : 'border-transparent text-ink-muted hover:border-line hover:text-ink'
                  }`
                }
              >
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <FindRun />
    </div>
  );
}
