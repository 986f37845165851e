import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { buildSnap, buildUser } from '@/testing/data';
import { signInAs } from '@/testing/handlers';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render-app';

it('/create-content leads to a batch, with the snap chosen so far', async () => {
  const packshot = buildSnap({ name: 'White Packshot', cost: 3 });
  signInAs(buildUser());
  server.use(http.get('/api/snaps', () => HttpResponse.json([packshot])));
  const { user } = renderApp('/create-content');

  const link = await screen.findByRole('link', { name: 'Run on several products' });
  expect(link).toHaveAttribute('href', '/batches/new');
  await user.click(await screen.findByRole('radio', { name: 'White Packshot (3 tokens)' }));
  expect(link).toHaveAttribute('href', `/batches/new?snapId=${packshot.id}`);
});
