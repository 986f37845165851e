import { useSearchParams } from 'react-router-dom';

import { CardPage } from '@/components/layouts/card-page';
import { VerifyEmailStatus } from '@/features/auth/components/verify-email-status';
import { useSession } from '@/lib/auth';

/** The mailed link: /verify-email?token=… */
export function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const { user } = useSession();
  return (
    <CardPage title="Verify your email">
      <VerifyEmailStatus token={params.get('token')} signedIn={user !== null} />
    </CardPage>
  );
}
