import { PlaceholderPage } from '../../components/layouts/placeholder-page';

export function PrivacyRoute() {
  return (
    <PlaceholderPage title="Privacy Policy">
      <p>
        Our privacy policy will be published here: what we store about you and your product images,
        why, for how long, and how to have it deleted.
      </p>
    </PlaceholderPage>
  );
}
