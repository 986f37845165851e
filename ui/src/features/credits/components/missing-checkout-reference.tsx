import { CardPage } from '@/components/layouts/card-page';
import { ButtonLink } from '@/components/ui/button-link';
import { FormAlert } from '@/components/ui/form-alert';

/** A checkout page opened without the checkout's id: nothing to show but the way back. */
export function MissingCheckoutReference({ title }: { title: string }) {
  return (
    <CardPage title={title}>
      <FormAlert tone="error">This link is missing its checkout reference.</FormAlert>
      <ButtonLink to="/subscription" className="mt-6 w-full">
        See plans
      </ButtonLink>
    </CardPage>
  );
}
