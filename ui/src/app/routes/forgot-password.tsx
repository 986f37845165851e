import { KeyRound } from 'lucide-react';

import { CardPage } from '@/components/layouts/card-page';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export function ForgotPasswordRoute() {
  return (
    <CardPage
      title="Forgot your password?"
      description="Enter the email you signed up with and we will send you a link to choose a new password."
      icon={<KeyRound className="size-10 text-brand-600" aria-hidden="true" />}
    >
      <ForgotPasswordForm />
    </CardPage>
  );
}
