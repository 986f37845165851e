import { LegalPage } from '@/components/layouts/legal-page';
import { DEVELOPER_GUIDE_SECTIONS } from '@/features/developers/components/developer-guide';

/** /developers: the API for businesses, from a first call to safe retries (public). */
export function DevelopersRoute() {
  return (
    <LegalPage
      title="The Snapshot Studio API"
      updated="29 November 2026"
      intro={
        <p>
          Run the same snaps as the app from your shop, your catalogue tool or a script: one HTTP
          call per photo, charged to your balance like the runs you start yourself.
        </p>
      }
      sections={DEVELOPER_GUIDE_SECTIONS}
    />
  );
}
