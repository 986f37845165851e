import { useSearchParams } from 'react-router-dom';

import { PlaceholderPage } from '../../../components/layouts/placeholder-page';

export function CreateContentRoute() {
  const [params] = useSearchParams();
  const style = params.get('style');
  return (
    <PlaceholderPage title="Create content">
      <p>
        Here you will pick a product or upload a photo, choose a snap and generate marketing images,
        paying with tokens.
      </p>
      {style ? (
        <p role="status">
          You picked the style <strong className="text-ink">{style}</strong>; it will be preselected
          here.
        </p>
      ) : null}
    </PlaceholderPage>
  );
}
