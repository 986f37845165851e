import { resetPasswordFormSchema } from '@studio/api/contract/auth';

import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { FormAlert } from '@/components/ui/form-alert';
import { serverMessage } from '@/lib/api-client';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { NewPasswordFields } from './new-password-fields';
import { useAuthForm } from './use-auth-form';

/** Sets a new password with the token from the mailed link. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const reset = useResetPassword();
  const { field, handleSubmit } = useAuthForm(resetPasswordFormSchema, {
    password: '',
    confirmPassword: '',
  });

  if (!token) {
    return (
      <div className="space-y-6">
        <FormAlert tone="error">
          This reset link is incomplete. Open the link from the email again, or ask for a new one.
        </FormAlert>
        <ButtonLink to="/forgot-password" className="w-full">
          Request a new link
        </ButtonLink>
      </div>
    );
  }

  if (reset.isSuccess) {
    return (
      <div className="space-y-6">
        <FormAlert tone="success">{reset.data.message}</FormAlert>
        <ButtonLink to="/auth" className="w-full">
          Sign in
        </ButtonLink>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label="Choose a new password"
      onSubmit={handleSubmit(({ password }) => reset.mutate({ token, password }))}
      className="space-y-4"
    >
      {reset.isError ? (
        <FormAlert tone="error">
          <p>
            {serverMessage(reset.error) ?? 'We could not reset your password. Please try again.'}
          </p>
          <ButtonLink to="/forgot-password" variant="secondary" size="sm" className="mt-3">
            Request a new link
          </ButtonLink>
        </FormAlert>
      ) : null}
      <NewPasswordFields label="New password" confirmLabel="Confirm new password" field={field} />
      <Button type="submit" size="lg" className="w-full" isLoading={reset.isPending}>
        Set new password
      </Button>
    </form>
  );
}
