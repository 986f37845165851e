import { type ErrorGroup } from '@studio/api/contract/manager-error-logs';

import { formatMoment, routeLabel, SOURCE_NAMES } from '../model/error-log-format';

const cell = 'px-3 py-2 align-top';

/** The groups of one page, last seen first; a message opens the group's drawer. */
export function ErrorGroupsTable({
  groups,
  onOpenGroup,
}: {
  groups: ErrorGroup[];
  onOpenGroup: (group: ErrorGroup) => void;
}) {
  return (
    <div
      className="overflow-x-auto rounded-card border border-line bg-surface"
      role="region"
      aria-label="Error groups"
      tabIndex={0}
    >
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">Errors grouped by kind, last seen first</caption>
        <thead className="border-b border-line bg-surface-muted text-xs text-ink-muted">
          <tr>
            <th scope="col" className={cell}>
              Error
            </th>
            <th scope="col" className={cell}>
              Source
            </th>
            <th scope="col" className={cell}>
              Route or node
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Count
            </th>
            <th scope="col" className={cell}>
              First seen
            </th>
            <th scope="col" className={cell}>
              Last seen
            </th>
            <th scope="col" className={cell}>
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {groups.map((group) => (
            <tr key={group.id}>
              <td className={`${cell} max-w-sm`}>
                <button
                  type="button"
                  className="text-left font-medium break-words text-brand-700 hover:underline"
                  onClick={() => onOpenGroup(group)}
                >
                  {group.message}
                </button>
                <div className="mt-0.5 font-mono text-xs text-ink-muted">{group.code}</div>
              </td>
              <td className={cell}>{SOURCE_NAMES[group.source]}</td>
              <td className={`${cell} font-mono text-xs whitespace-nowrap`}>
                {routeLabel(group.source, group.route)}
              </td>
              <td className={`${cell} text-right font-semibold tabular-nums`}>{group.count}</td>
              <td className={`${cell} whitespace-nowrap`}>{formatMoment(group.firstSeen)}</td>
              <td className={`${cell} whitespace-nowrap`}>{formatMoment(group.lastSeen)}</td>
              <td className={cell}>
                {group.status === 'open' ? (
                  <span className="rounded-full bg-danger-50 px-2 py-0.5 text-xs font-semibold text-danger-700">
                    Open
                  </span>
                ) : (
                  <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs font-semibold text-ink-muted">
                    Resolved
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
