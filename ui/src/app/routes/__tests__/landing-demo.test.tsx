import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { PENDING_CONTENT_KEY } from '@/features/create-content/lib/pending-content';
import { PENDING_DEMO_KEY, readPendingDemo } from '@/features/demo/lib/pending-demo';
import { renderApp } from '@/testing/render-app';
import { findToast } from '@/testing/toasts';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'serum.png', { type: 'image/png' });

describe('the free demo on the landing page', () => {
  it('keeps the photo and the style, then goes to sign-up', async () => {
    const { user, router } = renderApp('/');

    const section = await screen.findByRole('region', { name: 'Try it on your own product' });
    const start = within(section).getByRole('button', { name: 'Create my free demo' });
    expect(start).toBeDisabled();
    const styles = within(section).getByRole('group', { name: 'Pick a style' });
    expect(
      within(styles)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual([
      'White PackshotClean studio white',
      'Flat LayFrom above, with props',
      'Natural PlacementIn a natural setting',
      'Water SplashA dynamic splash',
    ]);
    expect(within(styles).getByRole('radio', { name: /White Packshot/ })).toBeChecked();

    await user.upload(within(section).getByLabelText('Product photo'), png());
    expect(
      await within(section).findByRole('img', { name: 'Chosen image: serum.png' }),
    ).toBeInTheDocument();
    await user.click(within(styles).getByRole('radio', { name: /Natural Placement/ }));
    await user.click(start);

    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(readPendingDemo()).toEqual({
      image: 'data:image/png;base64,iVBORw==',
      workflow: 'natural-environment',
      timestamp: expect.any(Number),
    });
  });

  it('refuses a file that is not an image', async () => {
    renderApp('/');

    const input = await screen.findByLabelText('Product photo');
    fireEvent.drop(input.closest('label')!, {
      dataTransfer: { files: [new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' })] },
    });

    await findToast('Invalid files', 'Please select valid image files');
    expect(screen.getByRole('button', { name: 'Create my free demo' })).toBeDisabled();
    expect(localStorage.getItem(PENDING_DEMO_KEY)).toBeNull();
  });

  it('keeps just the style for a visitor without a photo', async () => {
    const { user, router } = renderApp('/');

    await user.click(await screen.findByRole('radio', { name: /Flat Lay/ }));
    await user.click(screen.getByRole('button', { name: 'Sign up and start with Flat Lay' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(JSON.parse(localStorage.getItem(PENDING_CONTENT_KEY)!)).toEqual({ style: 'flat-lay' });
    expect(localStorage.getItem(PENDING_DEMO_KEY)).toBeNull();
  });
});
