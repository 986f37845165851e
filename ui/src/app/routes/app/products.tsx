import { useParams } from 'react-router-dom';

import { PlaceholderPage } from '../../../components/layouts/placeholder-page';

export function ProductsRoute() {
  return (
    <PlaceholderPage title="Products">
      <p>
        Your products will be listed here: each with its photos, name and description. You will
        create them from images, from a product page URL or from content you generated, and open one
        to generate content for it.
      </p>
    </PlaceholderPage>
  );
}

export function ProductRoute() {
  const { id } = useParams();
  return (
    <PlaceholderPage title="Product" back={{ to: '/products', label: 'All products' }}>
      <p>
        The product <code className="break-all">{id}</code> will be shown here: its images, name and
        description to edit, packshot enhancement, and the content generated for it.
      </p>
    </PlaceholderPage>
  );
}
