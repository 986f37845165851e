import { Coins, UserRound } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

import { ButtonLink } from '../../../components/ui/button-link';
import { TOKENS_SECTION_ID } from '../../../features/credits/components/token-pill';
import { useSession } from '../../../lib/auth';

/** /settings?section=tokens|account. The sections carry the ids the token pill scrolls to. */
export function SettingsRoute() {
  const [params] = useSearchParams();
  const { user } = useSession();
  const section = params.get('section');

  useEffect(() => {
    if (section !== 'tokens' && section !== 'account') return;
    document.getElementById(section)?.scrollIntoView({ block: 'start' });
  }, [section]);

  return (
    <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6">
      <title>Settings · Snapshot Studio</title>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Settings</h1>
      <p className="mt-2 text-ink-muted">
        The full settings screen is coming in a later release. This is what it will hold.
      </p>
      <div className="mt-8 space-y-6">
        <SettingsSection id={TOKENS_SECTION_ID} title="Tokens" icon={<Coins aria-hidden="true" />}>
          <p>
            Your token balance, the plans and token packs you can buy, and what each AI action
            costs.
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <ButtonLink to="/subscription" size="sm">
              Plans
            </ButtonLink>
            <ButtonLink to="/credit-transactions" variant="secondary" size="sm">
              Token history
            </ButtonLink>
          </div>
        </SettingsSection>
        <SettingsSection id="account" title="Account" icon={<UserRound aria-hidden="true" />}>
          {user ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="font-medium text-ink">Name</dt>
              <dd className="break-words">
                {user.firstName} {user.lastName}
              </dd>
              <dt className="font-medium text-ink">Email</dt>
              <dd className="break-all">
                {user.email} ({user.emailVerified ? 'verified' : 'not verified yet'})
              </dd>
            </dl>
          ) : null}
          <p className="mt-3">
            You will change your name, email and password here, and delete your account.
          </p>
        </SettingsSection>
      </div>
    </div>
  );
}

function SettingsSection({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-card border border-line bg-surface p-6 shadow-card"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-ink">
        <span className="text-brand-600 [&>svg]:size-5">{icon}</span>
        {title}
      </h2>
      <div className="mt-3 text-ink-muted">{children}</div>
    </section>
  );
}
