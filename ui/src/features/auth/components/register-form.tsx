import { registerFormSchema } from '@studio/api/contract/auth';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { EmailField } from '@/components/ui/email-field';
import { TextField } from '@/components/ui/text-field';
import { authErrorMessage, useRegister } from '@/lib/auth';
import { NewPasswordFields } from './new-password-fields';
import { useAuthForm } from './use-auth-form';

/** Sign-up. The new user is signed in at once and sent a verification mail. */
export function RegisterForm() {
  const registration = useRegister();
  const { field, handleSubmit } = useAuthForm(registerFormSchema, {
    email: '',
    firstName: '',
    lastName: '',
    password: '',
    confirmPassword: '',
  });

  return (
    <form
      noValidate
      aria-label="Sign up"
      onSubmit={handleSubmit(({ confirmPassword: _confirm, ...account }) =>
        registration.mutate(account),
      )}
      className="space-y-4"
    >
      {registration.isError ? (
        <FormAlert tone="error">{authErrorMessage(registration.error, 'register')}</FormAlert>
      ) : null}
      <EmailField {...field('email')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
      </div>
      <NewPasswordFields label="Password" confirmLabel="Confirm password" field={field} />
      <Button type="submit" size="lg" className="w-full" isLoading={registration.isPending}>
        {registration.isPending ? 'Creating your account…' : 'Create Account'}
      </Button>
      <p className="text-center text-xs text-ink-muted">
        By signing up you agree to our{' '}
        <Link to="/terms" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link
          to="/privacy"
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          Privacy Policy
        </Link>
        .
      </p>
    </form>
  );
}
