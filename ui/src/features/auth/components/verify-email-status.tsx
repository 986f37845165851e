import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';

import { ButtonLink } from '@/components/ui/button-link';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useVerifyEmail } from '@/features/auth/api/verify-email';
import { ResendVerification } from './resend-verification';

type VerifyEmailStatusProps = {
  token: string | null;
  signedIn: boolean;
};

/** Posts the mailed token once and shows how it went, with a way to get a new link. */
export function VerifyEmailStatus({ token, signedIn }: VerifyEmailStatusProps) {
  const verify = useVerifyEmail();
  const { mutate } = verify;
  // A token works once: never post it twice (StrictMode runs effects twice in development).
  const posted = useRef(false);
  useEffect(() => {
    if (!token || posted.current) return;
    posted.current = true;
    mutate({ token });
  }, [token, mutate]);

  if (token && (verify.isIdle || verify.isPending)) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-4 text-ink-muted">
        <LoaderCircle className="size-8 animate-spin text-brand-600" aria-hidden="true" />
        Verifying your email…
      </div>
    );
  }

  // A link opened again after it worked: nothing is wrong, the email is verified.
  const alreadyVerified =
    verify.error instanceof ApiError && verify.error.code === 'already_verified';
  if (verify.isSuccess || alreadyVerified) {
    return (
      <div className="space-y-6 text-center">
        <CircleCheck className="mx-auto size-12 text-success-600" aria-hidden="true" />
        <p role="status" className="text-ink">
          {verify.data?.message ?? serverMessage(verify.error) ?? 'Your email is already verified.'}
        </p>
        <ButtonLink to={signedIn ? '/content' : '/auth'} className="w-full">
          {signedIn ? 'Continue to your content' : 'Sign in'}
        </ButtonLink>
      </div>
    );
  }

  const problem = token
    ? (serverMessage(verify.error) ?? 'This verification link is invalid or has expired.')
    : 'This verification link is incomplete. Open the link from the email again.';
  return (
    <div className="space-y-6">
      <div className="text-center">
        <CircleAlert className="mx-auto size-12 text-danger-600" aria-hidden="true" />
        <p role="alert" className="mt-4 text-ink">
          {problem}
        </p>
        <p className="mt-2 text-sm text-ink-muted">
          We can send you a new link; it replaces the old one.
        </p>
      </div>
      <ResendVerification signedIn={signedIn} />
    </div>
  );
}
