import { useEffect, useState } from 'react';

/** How long the offline banner stays after the connection returns (spec section 9). */
export const OFFLINE_BANNER_HIDE_DELAY_MS = 3000;

/**
 * Whether the offline banner shows: from the window's 'offline' event until 3 seconds after its
 * 'online' event.
 */
export function useOfflineBanner(): boolean {
  const [visible, setVisible] = useState(() => navigator.onLine === false);

  useEffect(() => {
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    const onOffline = () => {
      clearTimeout(hideTimer);
      setVisible(true);
    };
    const onOnline = () => {
      clearTimeout(hideTimer);
      hideTimer = setTimeout(() => setVisible(false), OFFLINE_BANNER_HIDE_DELAY_MS);
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    // The connection may have dropped between the first render and this subscription, whose
    // 'offline' event nobody heard.
    if (navigator.onLine === false) onOffline();
    return () => {
      clearTimeout(hideTimer);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, []);

  return visible;
}
