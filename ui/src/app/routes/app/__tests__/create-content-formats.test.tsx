import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { buildProduct, buildSnap, buildUser } from '@/testing/data';
import { mockExecutionEvents } from '@/testing/executions';
import { signInAs } from '@/testing/handlers';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render-app';

// Social formats on /create-content: ticked before the run, priced once, sent with it.

const packshot = buildSnap({ name: 'White Packshot', cost: 2, socialFormatsCost: 1 });
const carousel = buildSnap({ name: 'Format Carousel', cost: 4, socialFormatsCost: null });
const mug = buildProduct({ name: 'Ceramic mug' });

beforeEach(() => {
  // A started run opens its event stream; these tests end at the request that starts it.
  mockExecutionEvents();
});

function serve() {
  signInAs(buildUser(), { credits: 20 });
  server.use(
    http.get('/api/snaps', () => HttpResponse.json([packshot, carousel])),
    http.get('/api/products', () => HttpResponse.json([mug])),
    http.post('/api/snaps/execute', () =>
      HttpResponse.json(
        { executionId: '50000000-0000-4000-8000-000000000001', status: 'queued', cost: 3 },
        { status: 202 },
      ),
    ),
  );
}

const formats = () => screen.getByRole('group', { name: 'Social formats (optional)' });

/** Opens the screen on the mug with White Packshot chosen; answers the user to act as. */
async function openWithPackshot() {
  serve();
  const { user } = renderApp(`/create-content?productId=${mug.id}`);
  await user.click(await screen.findByRole('radio', { name: 'White Packshot (2 tokens)' }));
  return user;
}

/** Presses Generate (for `tokens`) and answers the body of the one run it starts. */
async function generate(user: ReturnType<typeof renderApp>['user'], tokens: number) {
  await user.click(screen.getByRole('button', { name: `Generate for ${tokens} tokens` }));
  await waitFor(() => expect(requestsTo('POST /api/snaps/execute')).toHaveLength(1));
  return requestsTo('POST /api/snaps/execute')[0]!.body;
}

describe('/create-content social formats', () => {
  it('adds one price for the ticked formats, shows the total, and sends them in order', async () => {
    const user = await openWithPackshot();

    expect(formats()).toHaveAccessibleDescription('Ready-to-post sizes, +1 token for any or all.');
    expect(within(formats()).getAllByRole('checkbox', { checked: false })).toHaveLength(3);
    expect(screen.queryByRole('definition')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Landscape 1200×628' }));
    const cost = screen.getByLabelText('Cost of this run');
    expect(cost).toHaveTextContent('White Packshot2 tokensSocial formats (1)+1 tokenTotal3 tokens');
    await user.click(screen.getByRole('checkbox', { name: 'Story 1080×1920' }));
    await user.click(screen.getByRole('checkbox', { name: 'Square 1080×1080' }));
    // Three formats cost what one does.
    expect(cost).toHaveTextContent('Social formats (3)+1 tokenTotal3 tokens');

    expect(await generate(user, 3)).toEqual({
      snapId: packshot.id,
      productId: mug.id,
      inputs: {},
      formats: ['square', 'story', 'landscape'],
    });
  });

  it('ticks and unticks by keyboard, and costs the snap alone with none ticked', async () => {
    const user = await openWithPackshot();

    const story = screen.getByRole('checkbox', { name: 'Story 1080×1920' });
    story.focus();
    await user.keyboard(' ');
    expect(story).toBeChecked();
    expect(screen.getByRole('button', { name: 'Generate for 3 tokens' })).toBeEnabled();
    await user.keyboard(' ');
    expect(story).not.toBeChecked();
    expect(screen.queryByLabelText('Cost of this run')).not.toBeInTheDocument();

    expect(await generate(user, 2)).not.toHaveProperty('formats');
  });

  it('switches the formats off for a snap that makes no single image, and says why', async () => {
    const user = await openWithPackshot();
    await user.click(screen.getByRole('checkbox', { name: 'Square 1080×1080' }));

    await user.click(screen.getByRole('radio', { name: 'Format Carousel (4 tokens)' }));
    expect(formats()).toBeDisabled();
    expect(formats()).toHaveAccessibleDescription(
      'Format Carousel makes no single image to size, so it cannot add formats.',
    );
    expect(screen.getByRole('checkbox', { name: 'Square 1080×1080' })).not.toBeChecked();
    expect(await generate(user, 4)).not.toHaveProperty('formats');
  });

  it('keeps the ticks for the next snap that can make them', async () => {
    const user = await openWithPackshot();
    await user.click(screen.getByRole('checkbox', { name: 'Story 1080×1920' }));
    await user.click(screen.getByRole('radio', { name: 'Format Carousel (4 tokens)' }));
    await user.click(screen.getByRole('radio', { name: 'White Packshot (2 tokens)' }));

    expect(screen.getByRole('checkbox', { name: 'Story 1080×1920' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Generate for 3 tokens' })).toBeInTheDocument();
  });
});
