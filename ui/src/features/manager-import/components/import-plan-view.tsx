import { type ImportAction, type ImportPlan } from '@studio/api/contract/catalogue-bundle';
import { CircleDashed, CirclePlus, PencilLine } from 'lucide-react';

import { ACTION_LABELS, planCounts } from '../model/plan-summary';

const LOOK: Record<ImportAction, { className: string; icon: typeof CirclePlus }> = {
  create: { className: 'bg-success-50 text-success-700', icon: CirclePlus },
  update: { className: 'bg-warning-50 text-warning-800', icon: PencilLine },
  unchanged: { className: 'bg-surface-muted text-ink-muted', icon: CircleDashed },
};

function ActionBadge({ action }: { action: ImportAction }) {
  const { className, icon: Icon } = LOOK[action];
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${className}`}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {ACTION_LABELS[action]}
    </span>
  );
}

type Item = { name: string; action: ImportAction; detail?: string };

/** One kind of item; the unchanged ones last, as they matter least. */
function ItemList({ title, items }: { title: string; items: Item[] }) {
  const order: ImportAction[] = ['create', 'update', 'unchanged'];
  const sorted = [...items].sort((a, b) => order.indexOf(a.action) - order.indexOf(b.action));
  return (
    <section aria-label={title} className="min-w-0">
      <h3 className="text-sm font-semibold text-ink">
        {title} <span className="font-normal text-ink-muted">({items.length})</span>
      </h3>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">None in the bundle.</p>
      ) : (
        <ul className="mt-2 divide-y divide-line rounded-card border border-line bg-surface">
          {sorted.map((item) => (
            <li
              key={item.name}
              className="flex items-start justify-between gap-3 px-3 py-2 text-sm"
            >
              <span className="min-w-0 break-words">
                <span className="text-ink">{item.name}</span>
                {item.detail ? (
                  <span className="block text-xs text-ink-muted">{item.detail}</span>
                ) : null}
              </span>
              <ActionBadge action={item.action} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const list = (numbers: number[]) => numbers.join(', ');

/** What an import does or would do: totals first, then each kind with every item's action. */
export function ImportPlanView({ plan }: { plan: ImportPlan }) {
  const counts = planCounts(plan);
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink" aria-live="polite">
        <strong>{counts.create}</strong> new, <strong>{counts.update}</strong> with changes,{' '}
        <strong>{counts.unchanged}</strong> unchanged.
      </p>
      <div className="grid gap-4 lg:grid-cols-3">
        <ItemList title="Categories" items={plan.categories} />
        <ItemList
          title="Workflows"
          items={plan.workflows.map((w) => ({
            ...w,
            detail:
              w.newVersions.length === 0
                ? undefined
                : `${w.action === 'create' ? 'Versions' : 'Adds versions'} ${list(w.newVersions)}`,
          }))}
        />
        <ItemList
          title="Snaps"
          items={plan.snaps.map((s) => ({
            ...s,
            detail: s.changes.length > 0 ? `Changes ${s.changes.join(', ')}` : undefined,
          }))}
        />
      </div>
    </div>
  );
}
