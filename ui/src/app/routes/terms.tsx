import { PlaceholderPage } from '../../components/layouts/placeholder-page';

export function TermsRoute() {
  return (
    <PlaceholderPage title="Terms of Service">
      <p>
        The terms for using Snapshot Studio will be published here: accounts, credits and
        subscriptions, and the rights to the content you generate.
      </p>
    </PlaceholderPage>
  );
}
