import { Navigate, useNavigate } from 'react-router-dom';

import { PageSpinner } from '@/components/ui/page-spinner';
import { savePendingContent } from '@/features/create-content/lib/pending-content';
import { DemoUpload } from '@/features/demo/components/demo-upload';
import { Hero } from '@/features/marketing/components/hero';
import { HowItWorks } from '@/features/marketing/components/how-it-works';
import { JoinCta } from '@/features/marketing/components/join-cta';
import { useSession } from '@/lib/auth';

/** The landing page for visitors; a signed-in user goes straight to /content. */
export function LandingRoute() {
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  if (isLoading) return <PageSpinner />;
  if (user) return <Navigate to="/content" replace />;
  return (
    <>
      <title>Snapshot Studio · Create content with AI</title>
      <Hero />
      <DemoUpload
        onStyleOnly={(style) => {
          // After sign-up, create-content opens with this style chosen (app/post-login.ts).
          savePendingContent(style);
          void navigate('/register');
        }}
      />
      <HowItWorks />
      <JoinCta />
    </>
  );
}
