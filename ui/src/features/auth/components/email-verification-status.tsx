import { type User } from '@studio/api/contract/auth';
import { MailCheck, MailWarning } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { useResendVerification } from '@/features/auth/api/resend-verification';

/** Settings, account section: whether the email is verified, and Resend Email when it is not. */
export function EmailVerificationStatus({ user }: { user: User }) {
  const resend = useResendVerification();
  if (user.emailVerified) {
    return (
      <p className="flex items-center gap-2 text-sm text-ink">
        <MailCheck className="size-4 text-success-600" aria-hidden="true" />
        Your email address is verified.
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-warning-200 bg-warning-50 p-3 text-sm text-warning-800">
      <p className="flex min-w-0 items-start gap-2">
        <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          Your email address is not verified yet. Verify it to spend tokens: open the link we sent
          to <strong className="break-all">{user.email}</strong>.
        </span>
      </p>
      <Button
        variant="secondary"
        size="sm"
        isLoading={resend.isPending}
        onClick={() => resend.mutate({})}
      >
        Resend Email
      </Button>
    </div>
  );
}
