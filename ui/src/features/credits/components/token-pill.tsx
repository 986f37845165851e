import * as Tooltip from '@radix-ui/react-tooltip';
import { Coins } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';

import { LOW_BALANCE_THRESHOLD, useBalance } from '@/features/credits/api/get-balance';

/** The id of the token section on the settings screen, which the pill scrolls to. */
export const TOKENS_SECTION_ID = 'tokens';

/**
 * The token balance in the top bar: red when it runs low, a green coin otherwise. It leads to the
 * token section of the settings screen, or scrolls to it when already there.
 */
export function TokenPill() {
  const balance = useBalance();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  if (!balance.isSuccess) return null;
  const { credits } = balance.data;
  const low = credits < LOW_BALANCE_THRESHOLD;

  function open() {
    const section = pathname === '/settings' ? document.getElementById(TOKENS_SECTION_ID) : null;
    if (section) section.scrollIntoView({ behavior: 'smooth', block: 'start' });
    else void navigate('/settings?section=tokens');
  }

  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          onClick={open}
          data-low-balance={low}
          className={`inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold tabular-nums transition-colors ${
            low
              ? 'border-danger-200 bg-danger-50 text-danger-700 hover:bg-danger-200/40'
              : 'border-line bg-surface text-ink hover:border-brand-200 hover:bg-brand-50'
          }`}
        >
          <Coins
            data-testid="token-pill-icon"
            className={`size-4 ${low ? 'text-danger-700' : 'text-success-600'}`}
            aria-hidden="true"
          />
          {credits}{' '}
          <span className="sr-only sm:not-sr-only">{credits === 1 ? 'token' : 'tokens'}</span>
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={6}
          className="z-50 max-w-xs rounded-md bg-ink px-2.5 py-1.5 text-xs text-white shadow-raised"
        >
          {low ? 'Running low: top up your tokens' : 'Your token balance'}
          <Tooltip.Arrow className="fill-ink" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
