import { type User } from '@studio/api/contract/auth';
import { Coins, CreditCard, KeySquare, UserRound } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { ContentPage } from '@/components/layouts/content-page';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { ApiKeysSection } from '@/features/developers/components/api-keys-section';
import { EmailVerificationStatus } from '@/features/auth/components/email-verification-status';
import { LOW_BALANCE_THRESHOLD, useBalance } from '@/features/credits/api/get-balance';
import { useCreditHistory } from '@/features/credits/api/get-credit-history';
import { useUsage } from '@/features/credits/api/get-usage';
import { PlanSection } from '@/features/credits/components/plan-section';
import { TOKENS_SECTION_ID } from '@/features/credits/components/token-pill';
import { CreditHistoryList } from '@/features/credits/components/credit-history-list';
import { useSession } from '@/lib/auth';

const PLAN_SECTION_ID = 'plan';
const ACCOUNT_SECTION_ID = 'account';
const DEVELOPERS_SECTION_ID = 'developers';
/** How many of the latest history lines (a run is one) the token section lists. */
export const RECENT_TRANSACTIONS = 5;

const sections = [
  { id: TOKENS_SECTION_ID, label: 'Tokens' },
  { id: PLAN_SECTION_ID, label: 'Plan' },
  { id: ACCOUNT_SECTION_ID, label: 'Account' },
  { id: DEVELOPERS_SECTION_ID, label: 'Developers' },
] as const;

/**
 * /settings?section=tokens|plan|account|developers. Every section is always on the page, so the token pill
 * can scroll to its section from anywhere in settings (spec section 2); `section` marks one as
 * selected and scrolls to it. The plan section is where Manage and Stripe's portal lead.
 */
export function SettingsRoute() {
  const [params] = useSearchParams();
  const { user } = useSession();
  const section = params.get('section');
  const selected = sections.some((s) => s.id === section) ? section : null;

  useEffect(() => {
    if (selected) document.getElementById(selected)?.scrollIntoView({ block: 'start' });
  }, [selected]);

  return (
    <ContentPage
      title="Settings"
      description="Your tokens, your plan, your account and your API keys."
    >
      <nav aria-label="Settings sections" className="-mt-2 mb-6 flex flex-wrap gap-2">
        {sections.map((s) => (
          <Link
            key={s.id}
            to={`/settings?section=${s.id}`}
            aria-current={selected === s.id ? 'true' : undefined}
            className={`rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors ${
              selected === s.id
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-line bg-surface text-ink hover:bg-brand-50'
            }`}
          >
            {s.label}
          </Link>
        ))}
      </nav>
      <div className="space-y-6">
        <SettingsSection
          id={TOKENS_SECTION_ID}
          title="Tokens"
          icon={<Coins aria-hidden="true" />}
          selected={selected === TOKENS_SECTION_ID}
        >
          <TokensSection />
        </SettingsSection>
        <SettingsSection
          id={PLAN_SECTION_ID}
          title="Plan and billing"
          icon={<CreditCard aria-hidden="true" />}
          selected={selected === PLAN_SECTION_ID}
        >
          <PlanSection />
        </SettingsSection>
        <SettingsSection
          id={ACCOUNT_SECTION_ID}
          title="Account"
          icon={<UserRound aria-hidden="true" />}
          selected={selected === ACCOUNT_SECTION_ID}
        >
          {user ? <AccountSection user={user} /> : null}
        </SettingsSection>
        <SettingsSection
          id={DEVELOPERS_SECTION_ID}
          title="Developers"
          icon={<KeySquare aria-hidden="true" />}
          selected={selected === DEVELOPERS_SECTION_ID}
        >
          <ApiKeysSection />
        </SettingsSection>
      </div>
    </ContentPage>
  );
}

function TokensSection() {
  const balance = useBalance();
  const usage = useUsage();
  const recent = useCreditHistory({ page: 1, limit: RECENT_TRANSACTIONS });
  const credits = balance.data?.credits;
  const low = credits !== undefined && credits < LOW_BALANCE_THRESHOLD;

  return (
    <div className="space-y-6">
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        <Stat label="Balance" testId="settings-balance" tone={low ? 'danger' : 'default'}>
          {credits === undefined ? '…' : credits.toLocaleString()}
          <span className="ml-1 text-xs font-medium sm:text-sm">tokens</span>
        </Stat>
        <Stat label="Products">{usage.data ? usage.data.productCount.toLocaleString() : '…'}</Stat>
        <Stat label="Content">{usage.data ? usage.data.contentCount.toLocaleString() : '…'}</Stat>
      </div>
      {low ? (
        <p role="status" className="text-sm font-medium text-danger-700">
          Your balance is low. Choose a plan to keep creating.
        </p>
      ) : null}

      <div>
        <div className="mb-2 flex items-center justify-between gap-2">
          <h3 className="text-sm font-semibold text-ink">Recent transactions</h3>
          <Link
            to="/credit-transactions"
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            View all transactions
          </Link>
        </div>
        {recent.isPending ? (
          <p className="text-sm">Loading…</p>
        ) : recent.isError ? (
          <p className="text-sm text-danger-700">Your transactions could not be loaded.</p>
        ) : (
          <CreditHistoryList
            items={recent.data.items.slice(0, RECENT_TRANSACTIONS)}
            caption="Recent transactions"
          />
        )}
      </div>
    </div>
  );
}

function AccountSection({ user }: { user: User }) {
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="font-medium text-ink">Name</dt>
        <dd className="break-words">
          {user.firstName} {user.lastName}
        </dd>
        <dt className="font-medium text-ink">Email</dt>
        <dd className="break-all">{user.email}</dd>
        <dt className="font-medium text-ink">Role</dt>
        <dd>{user.role === 'manager' ? 'Manager' : 'User'}</dd>
      </dl>
      <div>
        <h3 className="mb-2 text-sm font-semibold text-ink">Email verification</h3>
        <EmailVerificationStatus user={user} />
      </div>
      <div className="max-w-sm">
        <h3 className="mb-2 text-sm font-semibold text-ink">Change password</h3>
        <ChangePasswordForm />
      </div>
    </div>
  );
}

function Stat({
  label,
  children,
  tone = 'default',
  testId,
}: {
  label: string;
  children: ReactNode;
  tone?: 'default' | 'danger';
  testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      data-low-balance={tone === 'danger' ? 'true' : undefined}
      className={`min-w-0 rounded-lg border p-3 sm:p-4 ${
        tone === 'danger' ? 'border-danger-200 bg-danger-50' : 'border-line bg-surface-muted'
      }`}
    >
      {/* Never cut: at 360 px a third of the row is narrower than "PRODUCTS" in capitals. */}
      <p className="text-xs font-semibold break-words text-ink-muted sm:uppercase sm:tracking-wide">
        {label}
      </p>
      <p
        className={`mt-1 text-2xl font-bold tabular-nums ${
          tone === 'danger' ? 'text-danger-700' : 'text-ink'
        }`}
      >
        {children}
      </p>
    </div>
  );
}

function SettingsSection({
  id,
  title,
  icon,
  selected,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  selected: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-selected={selected}
      className={`scroll-mt-24 rounded-card border bg-surface p-5 shadow-card sm:p-6 ${
        selected ? 'border-brand-200 ring-2 ring-brand-100' : 'border-line'
      }`}
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-ink">
        <span className="text-brand-600 [&>svg]:size-5">{icon}</span>
        {title}
      </h2>
      <div className="mt-4 text-ink-muted">{children}</div>
    </section>
  );
}
