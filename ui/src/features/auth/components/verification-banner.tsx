import { type User } from '@studio/api/contract/auth';
import { MailWarning, X } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { useResendVerification } from '@/features/auth/api/resend-verification';

/** Dismissal lasts for the browser session (spec section 4), per user. */
export function verificationBannerDismissKey(userId: string) {
  return `snapshot-studio:verification-banner-dismissed:${userId}`;
}

/** Reminds a signed-in user whose email is not verified yet, with a way to resend the mail. */
export function VerificationBanner({ user }: { user: User | null }) {
  const resend = useResendVerification();
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);

  if (!user || user.emailVerified) return null;
  const dismissed =
    dismissedFor === user.id ||
    sessionStorage.getItem(verificationBannerDismissKey(user.id)) === '1';
  if (dismissed) return null;

  function dismiss(userId: string) {
    sessionStorage.setItem(verificationBannerDismissKey(userId), '1');
    setDismissedFor(userId);
  }

  return (
    <section
      aria-label="Email verification"
      className="border-b border-warning-200 bg-warning-50 text-warning-800"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-x-4 gap-y-2 px-4 py-2 text-sm sm:flex-wrap sm:px-6 sm:py-2.5">
        <div className="flex min-w-0 flex-1 items-start gap-3 sm:min-w-[min(100%,16rem)]">
          <MailWarning className="mt-0.5 hidden size-5 shrink-0 sm:block" aria-hidden="true" />
          {/* One line on a phone, where the whole sentence took a sixth of the screen above the
              content (with the feedback snackbar below, most of a new result was covered). */}
          <p className="min-w-0 [overflow-wrap:anywhere]">
            <span className="sm:hidden">Verify your email to spend tokens.</span>
            <span className="hidden sm:inline">
              Please verify your email address. We sent a link to{' '}
              <strong className="font-semibold">{user.email}</strong>; you need it before spending
              tokens.
            </span>
          </p>
        </div>
        <div className="ml-auto flex items-center gap-1">
          <Button
            variant="secondary"
            size="sm"
            isLoading={resend.isPending}
            onClick={() => resend.mutate({})}
          >
            Resend Email
          </Button>
          <button
            type="button"
            onClick={() => dismiss(user.id)}
            aria-label="Dismiss email verification reminder"
            className="inline-flex size-9 items-center justify-center rounded-full hover:bg-warning-200/60"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
    </section>
  );
}
