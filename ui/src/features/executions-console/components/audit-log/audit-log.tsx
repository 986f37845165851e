import { ScrollText } from 'lucide-react';
import { useMemo } from 'react';

import { ListBody } from '@/components/ui/list-body';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { useAuditEvents } from '../../api/get-audit-events';
import { auditFilters } from '../../model/audit-filters';
import { AuditEntry } from './audit-entry';
import { AuditFilterBar } from './audit-filter-bar';

const NO_ENTRIES = {
  icon: ScrollText,
  item: 'entry',
  title: 'No audit entries yet',
  text: 'Operators’ cancels, replays and account changes appear here, each with its reason.',
  showAll: 'Show every entry',
};

/**
 * The operators' audit log: every cancel, replay, bulk action and account change, newest first,
 * under a filter that lives in the URL, a keyset page at a time.
 */
export function AuditLog() {
  const search = useUrlFilters(auditFilters);
  const log = useAuditEvents(search.filters);
  const events = useMemo(() => log.data?.pages.flatMap((page) => page.items) ?? [], [log.data]);

  return (
    <div className="space-y-4">
      <AuditFilterBar state={search} />
      <ListBody
        query={log}
        rows={events.length}
        loading={{ label: 'Loading the audit log', count: 4, itemClassName: 'h-20' }}
        what="the audit log"
        empty={NO_ENTRIES}
        filters={search}
        older={{ list: log, more: 'Show older entries', end: 'That is every entry.' }}
      >
        <ol
          aria-label="Audit entries"
          className="divide-y divide-line rounded-card border border-line bg-surface"
        >
          {events.map((event) => (
            <AuditEntry key={event.id} event={event} />
          ))}
        </ol>
      </ListBody>
    </div>
  );
}
