import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

import { takePendingContentStyle } from '@/features/create-content/lib/pending-content';
import { readPendingDemo } from '@/features/demo/lib/pending-demo';

/**
 * Where a user goes once signed in (spec section 2): a pending demo first, then a pending content
 * style, else the content library. Taking a pending content style removes it; the demo stays
 * stored for the demo modal on /content to run and remove.
 */
export function takePostLoginPath(now = Date.now()): string {
  if (readPendingDemo(now)) return '/content?demo=1';
  const style = takePendingContentStyle();
  if (style) return `/create-content?${new URLSearchParams({ from: 'home', style }).toString()}`;
  return '/content';
}

/**
 * Sends a signed-in user on, once, from screens meant for signed-out visitors (sign in, sign up,
 * the Google callback). Login and register store the user, so this also runs right after them.
 */
export function useRedirectWhenSignedIn(signedIn: boolean) {
  const navigate = useNavigate();
  // Taking the pending style is destructive: never do it twice (StrictMode re-runs effects).
  const done = useRef(false);
  useEffect(() => {
    if (!signedIn || done.current) return;
    done.current = true;
    void navigate(takePostLoginPath(), { replace: true });
  }, [signedIn, navigate]);
}
