import { type ContentItem } from '@studio/api/contract/content';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';

import { createQueryClient } from '@/lib/query-client';
import { buildContent, buildUser } from '@/testing/data';
import { signInAs } from '@/testing/handlers';
import { AppProvider } from '@/app/provider';
import { AppLayout } from '@/app/layouts/app-layout';
import { useCreateProductDialog } from '@/app/layouts/create-product-dialog-context';

/** A screen of another feature that offers "make a product of this". */
function ContentScreen({ content }: { content: ContentItem }) {
  const createProduct = useCreateProductDialog();
  return (
    <button type="button" onClick={() => createProduct.open({ content })}>
      Make a product of it
    </button>
  );
}

function renderScreen(content: ContentItem) {
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout />,
        children: [{ path: '/x', element: <ContentScreen content={content} /> }],
      },
    ],
    { initialEntries: ['/x'] },
  );
  render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return userEvent.setup();
}

describe('useCreateProductDialog', () => {
  it('opens the dialog on From Content with the item chosen', async () => {
    const item = buildContent({ name: 'Apron on a hook', contentUrls: ['/files/a.png'] });
    signInAs(buildUser());
    const user = renderScreen(item);

    await user.click(await screen.findByRole('button', { name: 'Make a product of it' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a product' });
    expect(within(dialog).getByRole('tab', { name: 'From Content' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Not on the first page of the picker: it is shown first, chosen.
    expect(
      await within(dialog).findByRole('button', { name: /^Apron on a hook\b.*\b1 image\b/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: 'Analyze Content' })).toBeEnabled();

    // Closed and opened again from elsewhere, it starts on From Images.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getAllByRole('button', { name: 'Create' })[0]!);
    await user.click(await screen.findByRole('menuitem', { name: /Product/ }));
    expect(
      within(await screen.findByRole('dialog')).getByRole('tab', { name: 'From Images' }),
    ).toHaveAttribute('aria-selected', 'true');
  });

  it('says at once when the item has no images', async () => {
    const item = buildContent({ name: 'Caption only', contentUrls: [] });
    signInAs(buildUser());
    const user = renderScreen(item);

    await user.click(await screen.findByRole('button', { name: 'Make a product of it' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a product' });
    expect(within(dialog).getByText('This content has no images to analyze.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Analyze Content' })).toBeDisabled();
  });

  it('throws outside the provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useCreateProductDialog();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(/inside CreateProductDialogProvider/);
    spy.mockRestore();
  });
});
