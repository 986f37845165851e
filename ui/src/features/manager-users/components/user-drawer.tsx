import { CREDIT_KIND_LABELS } from '@studio/api/contract/billing';
import { type ManagedUserDetail } from '@studio/api/contract/manager-users';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { DetailSection, Fact } from '@/components/ui/detail-parts';
import { DetailSheet } from '@/components/ui/detail-sheet';
import { EmailAddress } from '@/components/ui/email-address';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useManagedUserDetail } from '../api/get-users';
import { useResendVerification } from '../api/user-actions';
import {
  displayName,
  formatDay,
  formatLastSeen,
  formatMoment,
  ROLE_NAMES,
  signedAmount,
} from '../model/user-format';
import { CreditAdjustDialog } from './credit-adjust-dialog';
import { EndSessionsDialog } from './end-sessions-dialog';
import { RoleChangeDialog } from './role-change-dialog';
import { UserApiKeys } from './user-api-keys';

type Action = 'credits' | 'role' | 'sessions';

function UserDetails({ detail }: { detail: ManagedUserDetail }) {
  const { user, transactions, runs } = detail;
  const [action, setAction] = useState<Action | null>(null);
  const resend = useResendVerification(user.id);
  const close = (open: boolean) => (open ? undefined : setAction(null));

  return (
    <div className="px-1">
      <p className="text-sm text-ink-muted">
        <EmailAddress value={user.email} />
      </p>
      {/* Polite: a grant or a role change made in a dialog is announced here, since the page's
          toasts sit behind the drawer, hidden from screen readers while it is open. */}
      <dl className="mt-4 grid grid-cols-2 gap-3" aria-live="polite">
        <Fact label="Balance">{user.credits} credits</Fact>
        <Fact label="Role">{ROLE_NAMES[user.role]}</Fact>
        <Fact label="Email">{user.emailVerified ? 'Verified' : 'Not verified'}</Fact>
        <Fact label="Plan">{user.plan?.name ?? 'No plan'}</Fact>
        <Fact label="Content">{user.contentCount}</Fact>
        <Fact label="Joined">{formatDay(user.createdAt)}</Fact>
        <Fact label="Last seen">{formatLastSeen(user.lastSeenAt)}</Fact>
      </dl>

      <div className="mt-5 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => setAction('credits')}>
          Grant or deduct credits
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setAction('role')}>
          Change role
        </Button>
        {user.emailVerified ? null : (
          <Button
            size="sm"
            variant="secondary"
            isLoading={resend.isPending}
            onClick={() =>
              resend.mutate(undefined, {
                onSuccess: () =>
                  toast({
                    title: 'Verification email sent',
                    description: user.email,
                    variant: 'success',
                  }),
                onError: (error) =>
                  toast({
                    title: 'The email was not sent',
                    description: serverMessage(error) ?? 'Please try again.',
                    variant: 'destructive',
                  }),
              })
            }
          >
            Resend verification
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={() => setAction('sessions')}>
          End all sessions
        </Button>
      </div>

      <DetailSection title="Recent transactions">
        {transactions.length === 0 ? (
          <p className="text-sm text-ink-muted">No transactions yet.</p>
        ) : (
          <ul aria-label="Recent transactions" className="divide-y divide-line text-sm">
            {transactions.map((entry) => (
              <li key={entry.id} className="flex items-start justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="block text-ink">
                    {entry.execution?.snapName ?? entry.reason ?? CREDIT_KIND_LABELS[entry.kind]}
                  </span>
                  <span className="block text-xs text-ink-muted">
                    {CREDIT_KIND_LABELS[entry.kind]} · {formatMoment(entry.createdAt)}
                  </span>
                </span>
                <span
                  className={`shrink-0 font-semibold tabular-nums ${
                    entry.amount < 0 ? 'text-danger-600' : 'text-success-700'
                  }`}
                >
                  {signedAmount(entry.amount)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </DetailSection>

      <DetailSection title="Recent runs">
        {runs.length === 0 ? (
          <p className="text-sm text-ink-muted">No runs yet.</p>
        ) : (
          <ul aria-label="Recent runs" className="divide-y divide-line text-sm">
            {runs.map((run) => (
              <li key={run.id} className="flex items-center justify-between gap-3 py-2">
                <Link
                  to={`/manager/workflow-executions/${run.id}`}
                  className="min-w-0 truncate font-medium text-brand-700 hover:underline"
                >
                  {run.snapName}
                </Link>
                <span className="shrink-0 text-xs text-ink-muted">
                  {run.status} · {formatMoment(run.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </DetailSection>

      <UserApiKeys userId={user.id} />

      <CreditAdjustDialog user={user} open={action === 'credits'} onOpenChange={close} />
      <RoleChangeDialog user={user} open={action === 'role'} onOpenChange={close} />
      <EndSessionsDialog user={user} open={action === 'sessions'} onOpenChange={close} />
    </div>
  );
}

/** A user's drawer: their figures, the actions on their account, and their latest activity. */
export function UserDrawer({
  userId,
  fallbackName,
  onClose,
}: {
  userId: string | null;
  /** The name from the table row, shown as the title while the detail loads. */
  fallbackName?: string;
  onClose: () => void;
}) {
  const detail = useManagedUserDetail(userId);
  return (
    <DetailSheet
      open={userId !== null}
      query={detail}
      title={detail.data ? displayName(detail.data.user) : (fallbackName ?? 'User')}
      closeLabel="Close the user's details"
      loading={{
        label: 'Loading the user',
        count: 3,
        itemClassName: 'h-14',
        className: 'space-y-3',
      }}
      what="this user"
      onClose={onClose}
    >
      {(data) => <UserDetails detail={data} />}
    </DetailSheet>
  );
}
