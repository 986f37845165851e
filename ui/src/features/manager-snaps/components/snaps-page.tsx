import { type ManagedSnap } from '@studio/api/contract/manager-snaps';
import { Plus } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ListBody } from '@/components/ui/list-body';
import { Sheet } from '@/components/ui/sheet';
import { useManagerSnaps } from '../api/get-snaps';
import { SnapForm } from './snap-form';
import { SnapsTable } from './snaps-table';

/**
 * The Snaps section: every snap, active or not, in gallery order, with its category, pin, cost,
 * place and last 30 days; a drawer creates one or changes one. Snaps are never deleted (their
 * runs refer to them): switching one off takes it out of the creators' gallery.
 */
export function SnapsPage() {
  const list = useManagerSnaps();
  const snaps = list.data?.snaps ?? [];
  // The drawer: a snap being changed, 'new', or closed.
  const [editing, setEditing] = useState<ManagedSnap | 'new' | null>(null);
  const snap = editing === 'new' ? null : editing;

  return (
    <div className="space-y-4">
      <ListBody
        query={list}
        rows={snaps.length}
        loading="Loading snaps…"
        what="snaps"
        count={`${snaps.length} snaps, ${snaps.filter((s) => s.active).length} active. Figures cover the last 30 days.`}
        countAside={
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            New snap
          </Button>
        }
      >
        <SnapsTable snaps={snaps} onEditSnap={setEditing} />
      </ListBody>
      <Sheet
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={snap ? `Edit ${snap.name}` : 'New snap'}
        side="right"
        size="panel"
        closeLabel="Close"
      >
        {editing !== null && list.data ? (
          <SnapForm
            key={snap?.id ?? 'new'}
            snap={snap}
            workflows={list.data.workflows}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Sheet>
    </div>
  );
}
