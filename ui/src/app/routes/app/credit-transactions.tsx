import { PlaceholderPage } from '../../../components/layouts/placeholder-page';

export function CreditTransactionsRoute() {
  return (
    <PlaceholderPage
      title="Token history"
      back={{ to: '/settings?section=tokens', label: 'Tokens' }}
    >
      <p>
        Every change to your token balance will be listed here: grants, purchases, monthly
        allowances and what each generation cost.
      </p>
    </PlaceholderPage>
  );
}
