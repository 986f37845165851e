import { loginRequestSchema } from '@studio/api/contract/auth';
import { type ReactNode, useEffect, useId } from 'react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { EmailField } from '@/components/ui/email-field';
import { authErrorMessage, useLogin } from '@/lib/auth';
import { useAuthForm } from './use-auth-form';

type LoginFormProps = {
  /**
   * Something to know before signing in (e.g. that Google sign-in is not available here). It is
   * shown above the fields and the email field is focused, so the form is ready to type into.
   */
  notice?: ReactNode;
};

/** Email and password sign-in. On success the session holds the user; the screen moves on. */
export function LoginForm({ notice }: LoginFormProps) {
  const login = useLogin();
  const noticeId = useId();
  const { field, handleSubmit, setFocus } = useAuthForm(loginRequestSchema, {
    email: '',
    password: '',
  });
  const email = field('email');
  const hasNotice = Boolean(notice);
  useEffect(() => {
    if (hasNotice) setFocus('email');
  }, [hasNotice, setFocus]);

  return (
    <form
      noValidate
      aria-label="Sign in"
      onSubmit={handleSubmit((values) => login.mutate(values))}
      className="space-y-4"
    >
      {login.isError ? (
        <FormAlert tone="error">{authErrorMessage(login.error, 'login')}</FormAlert>
      ) : null}
      {notice ? (
        <FormAlert tone="info" id={noticeId}>
          {notice}
        </FormAlert>
      ) : null}
      <EmailField
        {...email}
        // Focused on arrival, the field's description reads the notice out with it.
        {...(notice && !email.error ? { 'aria-describedby': noticeId } : {})}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        {...field('password')}
        labelAside={
          <Link
            to="/forgot-password"
            className="rounded text-sm font-medium text-brand-700 hover:underline"
          >
            Forgot password?
          </Link>
        }
      />
      <Button type="submit" size="lg" className="w-full" isLoading={login.isPending}>
        {login.isPending ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
  );
}
