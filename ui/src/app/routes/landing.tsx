import { Hero } from '../../features/marketing/components/hero';
import { HowItWorks } from '../../features/marketing/components/how-it-works';
import { JoinCta } from '../../features/marketing/components/join-cta';

// A signed-in visitor is sent on to /content; that redirect arrives with the auth feature.
export function LandingRoute() {
  return (
    <>
      <title>Snapshot Studio · Create content with AI</title>
      <Hero />
      <HowItWorks />
      <JoinCta />
    </>
  );
}
