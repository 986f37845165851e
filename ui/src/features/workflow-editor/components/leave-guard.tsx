import { useBlocker } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/**
 * Leaving the editor inside the app while edits are not saved yet asks first (the browser's own
 * warning covers closing the tab or reloading).
 */
export function LeaveGuard({ unsaved }: { unsaved: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title="Leave with unsaved changes?"
      description="Your last changes to this draft are not saved yet. Stay a moment and they will be."
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => blocker.proceed?.()}>
          Leave anyway
        </Button>
        <Button onClick={() => blocker.reset?.()}>Stay</Button>
      </div>
    </Dialog>
  );
}
