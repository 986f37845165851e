import { Navigate } from 'react-router-dom';

import { PageSpinner } from '../../components/ui/page-spinner';
import { Hero } from '../../features/marketing/components/hero';
import { HowItWorks } from '../../features/marketing/components/how-it-works';
import { JoinCta } from '../../features/marketing/components/join-cta';
import { useSession } from '../../lib/auth';

/** The landing page for visitors; a signed-in user goes straight to /content. */
export function LandingRoute() {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageSpinner />;
  if (user) return <Navigate to="/content" replace />;
  return (
    <>
      <title>Snapshot Studio · Create content with AI</title>
      <Hero />
      <HowItWorks />
      <JoinCta />
    </>
  );
}
