import { LockKeyhole } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';

import { CardPage } from '@/components/layouts/card-page';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** The mailed link: /reset-password?token=… */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return (
    <CardPage
      title="Choose a new password"
      description="Setting a new password signs you out everywhere else."
      icon={<LockKeyhole className="size-10 text-brand-600" aria-hidden="true" />}
    >
      <ResetPasswordForm token={params.get('token')} />
    </CardPage>
  );
}
