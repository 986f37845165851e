import { forgotPasswordRequestSchema } from '@studio/api/contract/auth';

import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { FormAlert } from '@/components/ui/form-alert';
import { EmailField } from '@/components/ui/email-field';
import { serverMessage } from '@/lib/api-client';
import { useForgotPassword } from '@/features/auth/api/forgot-password';
import { useAuthForm } from './use-auth-form';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const { field, handleSubmit } = useAuthForm(forgotPasswordRequestSchema, { email: '' });

  if (forgot.isSuccess) {
    return (
      <div className="space-y-6">
        <FormAlert tone="success">{forgot.data.message}</FormAlert>
        <p className="text-sm text-ink-muted">
          The link is valid for a limited time. Check your spam folder if nothing arrives within a
          few minutes.
        </p>
        <ButtonLink to="/auth" variant="secondary" className="w-full">
          Back to sign in
        </ButtonLink>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label="Reset your password"
      onSubmit={handleSubmit((values) => forgot.mutate(values))}
      className="space-y-4"
    >
      {forgot.isError ? (
        <FormAlert tone="error">
          {serverMessage(forgot.error) ?? 'We could not send the reset link. Please try again.'}
        </FormAlert>
      ) : null}
      <EmailField {...field('email')} />
      <Button type="submit" size="lg" className="w-full" isLoading={forgot.isPending}>
        Send reset link
      </Button>
      <ButtonLink to="/auth" variant="ghost" className="w-full">
        Back to sign in
      </ButtonLink>
    </form>
  );
}
