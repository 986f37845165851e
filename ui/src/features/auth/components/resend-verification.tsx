import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordRequestSchema } from '@studio/api/contract/auth';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { useResendVerification } from '@/features/auth/api/resend-verification';

/**
 * Asks for a new verification mail. Signed in, the session says who; signed out, the visitor
 * types the address.
 */
export function ResendVerification({ signedIn }: { signedIn: boolean }) {
  const resend = useResendVerification();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({
    // The same rule as the other email fields: one valid address.
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });

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

  return (
    <form
      noValidate
      aria-label="Resend verification email"
      onSubmit={handleSubmit((values) => resend.mutate(values))}
      className="space-y-3"
    >
      <EmailField error={errors.email?.message} {...register('email')} />
      <Button type="submit" variant="secondary" className="w-full" isLoading={resend.isPending}>
        Resend verification email
      </Button>
    </form>
  );
}
