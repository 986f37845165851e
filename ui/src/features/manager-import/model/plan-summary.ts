import { type ImportAction, type ImportPlan } from '@studio/api/contract/catalogue-bundle';

export const ACTION_LABELS: Record<ImportAction, string> = {
  create: 'New',
  update: 'Changes',
  unchanged: 'Unchanged',
};

/** How many items of every kind the import creates, updates and leaves alone. */
export function planCounts(plan: ImportPlan): Record<ImportAction, number> {
  const counts: Record<ImportAction, number> = { create: 0, update: 0, unchanged: 0 };
  for (const item of [...plan.categories, ...plan.workflows, ...plan.snaps]) counts[item.action]++;
  return counts;
}

/** Whether applying the plan would change anything at all. */
export const changesAnything = (plan: ImportPlan) => {
  const counts = planCounts(plan);
  return counts.create + counts.update > 0;
};
