import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

import { InsufficientTokensDialog } from '@/features/credits/components/insufficient-tokens-dialog';
import {
  VERIFICATION_REDIRECT_DELAY_MS,
  clearRedirect,
  closeInsufficientTokens,
  useApiErrorReactions,
} from '@/lib/api-error-reactions';

/**
 * The visible half of the app-wide error handling in lib/api-error-reactions.ts: the
 * 'Insufficient Tokens' dialog, and the move to the account settings 1 s after the
 * verification toast. It sits inside the router, in the app layout.
 */
export function ApiErrorReactions() {
  const { insufficientTokens, redirect } = useApiErrorReactions();
  const navigate = useNavigate();

  useEffect(() => {
    if (!redirect) return;
    const timer = setTimeout(() => {
      clearRedirect();
      void navigate(redirect.to);
    }, VERIFICATION_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [redirect, navigate]);

  return (
    <InsufficientTokensDialog details={insufficientTokens} onClose={closeInsufficientTokens} />
  );
}
