import { resendVerificationRequestSchema } from '@studio/api/contract/auth';

import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { useResendVerification } from '@/features/auth/api/resend-verification';
import { useAuthForm } from './use-auth-form';

/** The route's own request, with the address it may leave out (signed in) required here. */
const signedOutSchema = resendVerificationRequestSchema.required();

/**
 * Asks for a new verification mail. Signed in, the session says who (a lone button); signed out,
 * the visitor types the address.
 */
export function ResendVerification({ signedIn }: { signedIn: boolean }) {
  const resend = useResendVerification();

  if (signedIn) {
    return (
      <Button
        variant="secondary"
        className="w-full"
        isLoading={resend.isPending}
        onClick={() => resend.mutate({})}
      >
        Resend verification email
      </Button>
    );
  }

  return <ResendToAddress resend={resend} />;
}

function ResendToAddress({ resend }: { resend: ReturnType<typeof useResendVerification> }) {
  const { field, handleSubmit } = useAuthForm(signedOutSchema, { email: '' });

  return (
    <form
      noValidate
      aria-label="Resend verification email"
      onSubmit={handleSubmit((values) => resend.mutate(values))}
      className="space-y-3"
    >
      <EmailField {...field('email')} />
      <Button type="submit" variant="secondary" className="w-full" isLoading={resend.isPending}>
        Resend verification email
      </Button>
    </form>
  );
}
