import { z } from 'zod';

/**
 * `GET /api/manager/badges`: the counts the manager panel's sidebar shows beside its sections
 * (each hidden when zero). One small call of its own, not a part of `/api/manager/stats`: the
 * sidebar asks on every manager screen and every 30 seconds, the stats only on Users & Credits.
 */
export const managerBadgesSchema = z.object({
  /** Error Logs: groups not resolved. */
  errorLogs: z.number().int(),
  /** Workflow Executions: runs made in the last 24 hours that failed and have no replay (test runs aside). */
  failedRuns: z.number().int(),
});
export type ManagerBadges = z.infer<typeof managerBadgesSchema>;
