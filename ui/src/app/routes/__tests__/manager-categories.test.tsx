import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { buildManager } from '@/testing/data';
import { signInAs } from '@/testing/handlers';
import { buildManagedCategory, serveCategories } from '@/testing/manager-catalogue';
import { renderApp } from '@/testing/render-app';
import { requestsTo } from '@/testing/requests';

const packshots = buildManagedCategory();
const lifestyle = buildManagedCategory({
  id: '51000000-0000-4000-8000-000000000002',
  name: 'Lifestyle',
  position: 2,
  snapCount: 3,
  activeSnapCount: 1,
});
const creative = buildManagedCategory({
  id: '51000000-0000-4000-8000-000000000003',
  name: 'Creative',
  position: 3,
  snapCount: 0,
  activeSnapCount: 0,
});

async function openList() {
  const list = await screen.findByRole('list', {
    name: 'Categories, in the order creators see them',
  });
  await within(list).findByText('Packshots');
  return list;
}
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByText(/\w/)[1]?.textContent);
const orders = () => requestsTo('PUT /api/manager/categories/order').map((r) => r.body);

describe('/manager/categories', () => {
  it('lists the categories in order with their snap counts', async () => {
    signInAs(buildManager());
    serveCategories([packshots, lifestyle, creative]);
    renderApp('/manager/categories');

    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    const list = await openList();
    expect(names(list)).toEqual(['Packshots', 'Lifestyle', 'Creative']);
    const [first, second, third] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('2 snaps');
    expect(second).toHaveTextContent('3 snaps, 1 active');
    expect(third).toHaveTextContent('0 snaps');
    expect(within(first!).getByRole('button', { name: 'Move Packshots up' })).toBeDisabled();
    expect(within(third!).getByRole('button', { name: 'Move Creative down' })).toBeDisabled();
  });

  it('reorders with the keyboard: Move up sends the new order and says where it went', async () => {
    signInAs(buildManager());
    serveCategories([packshots, lifestyle, creative]);
    const { user } = renderApp('/manager/categories');
    const list = await openList();

    const moveUp = screen.getByRole('button', { name: 'Move Creative up' });
    moveUp.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(names(list)).toEqual(['Packshots', 'Creative', 'Lifestyle']));
    expect(orders()).toEqual([{ ids: [packshots.id, creative.id, lifestyle.id] }]);
    expect(screen.getByText('Creative moved to position 2 of 3.')).toBeInTheDocument();
    // Focus stays on the button that moved with its row, so it can be pressed again.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Creative up' })).toBeEnabled(),
    );
    expect(screen.getByRole('button', { name: 'Move Creative up' })).toHaveFocus();
  });

  it('reorders by drag and drop', async () => {
    signInAs(buildManager());
    serveCategories([packshots, lifestyle, creative]);
    renderApp('/manager/categories');
    const list = await openList();
    const [first, , third] = within(list).getAllByRole('listitem');

    const dataTransfer = { setData: () => {}, effectAllowed: 'none' };
    fireEvent.dragStart(third!, { dataTransfer });
    fireEvent.dragOver(first!, { dataTransfer });
    fireEvent.drop(first!, { dataTransfer });

    await waitFor(() => expect(names(list)).toEqual(['Creative', 'Packshots', 'Lifestyle']));
    expect(orders()).toEqual([{ ids: [creative.id, packshots.id, lifestyle.id] }]);
  });

  it('adds a category and renames one in place; a taken name is said in words', async () => {
    signInAs(buildManager());
    serveCategories([packshots, lifestyle]);
    const { user } = renderApp('/manager/categories');
    const list = await openList();

    await user.type(screen.getByLabelText('New category'), 'Seasonal');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await within(list).findByText('Seasonal')).toBeVisible();
    expect(screen.getByLabelText('New category')).toHaveValue('');
    expect(requestsTo('POST /api/manager/categories')[0]?.body).toEqual({ name: 'Seasonal' });

    await user.type(screen.getByLabelText('New category'), 'packshots');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('A category with this name already exists.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Rename Lifestyle' }));
    const field = screen.getByLabelText('New name for Lifestyle');
    await user.clear(field);
    await user.type(field, 'Lifestyle scenes');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(list).findByText('Lifestyle scenes')).toBeVisible();
    expect(requestsTo(`PATCH /api/manager/categories/${lifestyle.id}`)[0]?.body).toEqual({
      name: 'Lifestyle scenes',
    });
  });

  it('deletes an empty category, and names the snaps that keep one from going', async () => {
    signInAs(buildManager());
    serveCategories([packshots, creative], {
      inUse: {
        [packshots.id]: [
          { id: '54000000-0000-4000-8000-000000000001', name: 'White Packshot' },
          { id: '54000000-0000-4000-8000-000000000002', name: 'Black Packshot' },
        ],
      },
    });
    const { user } = renderApp('/manager/categories');
    const list = await openList();

    await user.click(screen.getByRole('button', { name: 'Delete Packshots' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete “Packshots”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      '“Packshots” still holds 2 snaps, so it cannot be deleted. Move them to another category in Snaps first:',
    );
    expect(
      within(within(alert).getByRole('list', { name: 'Snaps in Packshots' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['White Packshot', 'Black Packshot']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete Creative' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete “Creative”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).queryByText('Creative')).not.toBeInTheDocument());
    expect(names(list)).toEqual(['Packshots']);
  });
});
