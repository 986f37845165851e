import { useParams, useSearchParams } from 'react-router-dom';

import { PlaceholderPage } from '../../../components/layouts/placeholder-page';

export function ContentRoute() {
  const [params] = useSearchParams();
  const demo = params.get('demo') === '1';
  return (
    <PlaceholderPage title="Content">
      <p>
        Your content library will be here: every image you generated, newest first, 12 at a time
        with more loading as you scroll.
      </p>
      {demo ? (
        <p role="status">
          Your free demo is saved and will start here as soon as the demo generator arrives.
        </p>
      ) : null}
    </PlaceholderPage>
  );
}

/** /content/{id} and /content/static_image|story|carousel/{id} share this screen. */
export function ContentDetailRoute() {
  const { id } = useParams();
  return (
    <PlaceholderPage title="Content details" back={{ to: '/content', label: 'All content' }}>
      <p>
        The content <code className="break-all">{id}</code> will be shown here: its images, the
        product it belongs to, downloads and sharing.
      </p>
    </PlaceholderPage>
  );
}

export function VideoDetailRoute() {
  const { id } = useParams();
  return (
    <PlaceholderPage title="Video" back={{ to: '/content', label: 'All content' }}>
      <p>
        The video <code className="break-all">{id}</code> will play here, with its product, download
        and sharing.
      </p>
    </PlaceholderPage>
  );
}
