import { changePasswordRequestSchema } from '@studio/api/contract/billing';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { serverMessage } from '@/lib/api-client';
import { useChangePassword } from '@/features/auth/api/change-password';
import { useAuthForm } from './use-auth-form';

/** Settings, account section: the current password and a new one. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const { field, handleSubmit, reset } = useAuthForm(changePasswordRequestSchema, {
    currentPassword: '',
    newPassword: '',
  });

  return (
    <form
      noValidate
      aria-label="Change password"
      onSubmit={handleSubmit((values) => change.mutate(values, { onSuccess: () => reset() }))}
      className="space-y-4"
    >
      {change.isError ? (
        <FormAlert tone="error">
          {serverMessage(change.error) ?? 'We could not change your password. Please try again.'}
        </FormAlert>
      ) : null}
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <PasswordField label="New password" autoComplete="new-password" {...field('newPassword')} />
      <p className="text-xs text-ink-muted">
        Changing it signs you out everywhere else; this browser stays signed in.
      </p>
      <Button type="submit" isLoading={change.isPending}>
        Change password
      </Button>
    </form>
  );
}
