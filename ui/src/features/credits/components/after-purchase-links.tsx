import { ButtonLink } from '@/components/ui/button-link';

/** Where a creator goes once tokens have arrived: make something, or see the history. */
export function AfterPurchaseLinks() {
  return (
    <div className="flex flex-wrap justify-center gap-2">
      <ButtonLink to="/create-content">Create content</ButtonLink>
      <ButtonLink to="/credit-transactions" variant="secondary">
        Token history
      </ButtonLink>
    </div>
  );
}
