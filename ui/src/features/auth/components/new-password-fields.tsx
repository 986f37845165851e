import { PasswordField } from '@/components/ui/password-field';
import { type AuthField } from './use-auth-form';

type NewPasswordFieldsProps = {
  label: string;
  confirmLabel: string;
  /** The form's `field` (`useAuthForm`), whose schema has both and says when they differ. */
  field: AuthField<'password' | 'confirmPassword'>;
};

/**
 * A new password typed twice, at sign-up and at a reset: both ask the password manager for a new
 * one, and a mismatch shows under the confirmation.
 */
export function NewPasswordFields({ label, confirmLabel, field }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" {...field('password')} />
      <PasswordField
        label={confirmLabel}
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
    </>
  );
}
