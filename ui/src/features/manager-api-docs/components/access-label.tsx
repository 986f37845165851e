import {
  Globe,
  KeyRound,
  KeySquare,
  type LucideIcon,
  MailCheck,
  ShieldCheck,
  UserRound,
} from 'lucide-react';

import { accessLabel, isAccessLevel, type AccessLevel } from '../model/access';

const ICONS: Record<AccessLevel, LucideIcon> = {
  public: Globe,
  'signed-in': UserRound,
  verified: MailCheck,
  manager: ShieldCheck,
  'stripe-signature': KeyRound,
  'api-key': KeySquare,
};

/** "Who may call: Managers only", with an icon beside the words. */
export function AccessLabel({ access }: { access: string | undefined }) {
  const Icon = isAccessLevel(access) ? ICONS[access] : KeyRound;
  return (
    <p className="flex items-center gap-1.5 text-xs text-ink-muted">
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      <span>
        Who may call: <span className="font-semibold text-ink">{accessLabel(access)}</span>
      </span>
    </p>
  );
}
