import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { browserLocation } from '@/lib/browser-location';

/**
 * Follows a URL the API handed out: a path of this app goes through the router, anything else
 * (Stripe Checkout, the customer portal) leaves the app.
 */
export function useGoTo() {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      if (url.startsWith('/') && !url.startsWith('//')) void navigate(url);
      else browserLocation.assign(url);
    },
    [navigate],
  );
}
