import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { BULK_JOB_PARAM } from '../model/bulk-job-param';
import {
  type ConsoleFilters,
  filtersFromSearch,
  searchFromFilters,
} from '../model/console-filters';

/**
 * The console's URL: its filter, and the bulk replay its panel follows. Each keeps the other:
 * changing a filter leaves the panel open, closing the panel leaves the filter.
 */
export function useConsoleSearch() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const bulkJob = search.get(BULK_JOB_PARAM) || null;

  const setFilters = useCallback(
    (next: ConsoleFilters) =>
      setSearch(
        (current) => {
          const updated = searchFromFilters(next);
          const job = current.get(BULK_JOB_PARAM);
          if (job) updated.set(BULK_JOB_PARAM, job);
          return updated;
        },
        { replace: true },
      ),
    [setSearch],
  );

  const setBulkJob = useCallback(
    (jobId: string | null) =>
      setSearch(
        (current) => {
          const updated = new URLSearchParams(current);
          if (jobId) updated.set(BULK_JOB_PARAM, jobId);
          else updated.delete(BULK_JOB_PARAM);
          return updated;
        },
        { replace: true },
      ),
    [setSearch],
  );

  return { filters, setFilters, bulkJob, setBulkJob };
}
