import { type ContentItem } from '@studio/api/contract/content';
import { type CutoutTouchUp } from '@studio/api/contract/cutouts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { buildContent, buildUser } from '@/testing/data';
import { signInAs } from '@/testing/handlers';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render-app';

function serve(item: ContentItem, cutout?: CutoutTouchUp | 'missing') {
  signInAs(buildUser());
  server.use(
    http.get('/api/products', () => HttpResponse.json([])),
    http.get(`/api/content/${item.id}`, () => HttpResponse.json(item)),
    http.get(`/api/content/${item.id}/cutout`, () =>
      cutout === 'missing' || !cutout
        ? HttpResponse.json(
            { error: 'cutout_not_editable', message: 'Not editable.' },
            { status: 404 },
          )
        : HttpResponse.json(cutout),
    ),
  );
}

describe('content detail: the cut-out touch-up', () => {
  it('links an edit to the item it was edited from, and an original to its edited versions', async () => {
    const original = buildContent({ name: 'Garden shot' });
    const edit = buildContent({
      name: 'Garden shot',
      cutoutEditable: true,
      editedFrom: { id: original.id, name: 'Garden shot' },
    });
    serve(edit);
    renderApp(`/content/${edit.id}`);
    const edits = await screen.findByRole('region', { name: 'Cut-out edits' });
    expect(within(edits).getByText(/Edited from/)).toBeInTheDocument();
    expect(within(edits).getByRole('link', { name: 'Garden shot' })).toHaveAttribute(
      'href',
      `/content/${original.id}`,
    );
    expect(screen.getByRole('button', { name: 'Edit cut-out' })).toBeInTheDocument();
  });

  it('lists the edited versions, and offers no touch-up without a kept cut-out', async () => {
    const edit = buildContent({ name: 'Garden shot' });
    const original = buildContent({
      name: 'Garden shot',
      editedVersions: [{ id: edit.id, name: 'Garden shot' }],
    });
    serve(original);
    renderApp(`/content/${original.id}`);
    const edits = await screen.findByRole('region', { name: 'Cut-out edits' });
    expect(within(edits).getByText('Edited versions')).toBeInTheDocument();
    expect(within(edits).getByRole('link', { name: 'Garden shot (edit 1)' })).toHaveAttribute(
      'href',
      `/content/${edit.id}`,
    );
    expect(screen.queryByRole('button', { name: 'Edit cut-out' })).not.toBeInTheDocument();
  });

  it('says so when the cut-out cannot be loaded, and offers to try again', async () => {
    const item = buildContent({ cutoutEditable: true });
    serve(item, 'missing');
    renderApp(`/content/${item.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit cut-out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit cut-out' });
    expect(await within(dialog).findByText('The cut-out could not be loaded.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
