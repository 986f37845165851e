import { WifiOff } from 'lucide-react';

import { useOfflineBanner } from '@/hooks/use-offline-banner';

export const OFFLINE_MESSAGE = "You're currently offline. Some features may not work.";

export function OfflineBanner() {
  const visible = useOfflineBanner();
  return (
    // The live region stays mounted so screen readers announce the message when it appears.
    <div role="status" aria-live="polite">
      {visible ? (
        <div className="border-b border-line bg-ink text-white">
          <p className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2 text-sm sm:px-6">
            <WifiOff className="size-4 shrink-0" aria-hidden="true" />
            {OFFLINE_MESSAGE}
          </p>
        </div>
      ) : null}
    </div>
  );
}
