import { type ContentItem } from '@studio/api/contract/content';
import { type AnalysisResult, type Product } from '@studio/api/contract/products';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import imageCompression from 'browser-image-compression';
import { type HttpHandler, http, HttpResponse } from 'msw';

import { buildContent, buildProduct, buildUser } from '@/testing/data';
import { apiError, signInAs } from '@/testing/handlers';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render-app';
import { findToast, toastRegion } from '@/testing/toasts';

jest.mock('browser-image-compression', () => ({
  __esModule: true,
  default: Object.assign(jest.fn(), { drawFileInCanvas: jest.fn(), canvasToFile: jest.fn() }),
}));
const compression = jest.mocked(imageCompression);

const MB = 1024 * 1024;

const analysis: AnalysisResult = {
  name: 'Linen apron',
  description: 'A stonewashed linen apron with deep pockets.',
  imageUrls: ['/files/apron-1.png', '/files/apron-2.png'],
};

function png(name: string, size = 64): File {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}

/** A reply the test releases when it wants, to look at the dialog while a call is in flight. */
function deferred(reply: () => Response) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = async () => {
    await gate;
    return reply();
  };
  return { handler, release };
}

/**
 * Records every value the progress bar shows. Each stage is committed on its own, so each is an
 * attribute change of the bar (whose old value is the one before).
 */
function watchProgress() {
  let bar: Element | null = null;
  const shown: number[] = [];
  const take = (records: MutationRecord[]) => {
    for (const record of records) {
      const target = record.target as Element;
      if (record.type === 'attributes' && target.getAttribute('role') === 'progressbar') {
        bar = target;
        shown.push(Number(record.oldValue));
      }
      if (record.type === 'childList') {
        for (const node of Array.from(record.addedNodes)) {
          if (!(node instanceof Element)) continue;
          const found = node.matches('[role=progressbar]')
            ? node
            : node.querySelector('[role=progressbar]');
          if (found && !bar) bar = found;
        }
      }
    }
  };
  const observer = new MutationObserver(take);
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeOldValue: true,
    attributeFilter: ['aria-valuenow'],
  });
  return {
    values() {
      take(observer.takeRecords());
      observer.disconnect();
      const last = (bar as Element | null)?.getAttribute('aria-valuenow');
      return [...shown, ...(last === undefined || last === null ? [] : [Number(last)])];
    },
  };
}

let createObjectURL: jest.Mock;
let revokeObjectURL: jest.Mock;
beforeEach(() => {
  // jsdom has no object URLs.
  createObjectURL = jest.fn((file: File) => `blob:preview/${file.name}`);
  revokeObjectURL = jest.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  compression.mockReset();
  compression.drawFileInCanvas.mockReset();
  compression.canvasToFile.mockReset();
});

/** The app on /products (no products yet), with the dialog opened from the empty state. */
async function openDialog(handlers: HttpHandler[] = [], product = buildProduct()) {
  signInAs(buildUser());
  server.use(
    ...handlers,
    http.post('/api/products/analyze-images', () => HttpResponse.json(analysis)),
    http.post('/api/products/analyze-url', () =>
      HttpResponse.json({ ...analysis, sourceUrl: 'https://shop.example.com/apron' }),
    ),
    http.post('/api/products/analyze-content-images', () => HttpResponse.json(analysis)),
    http.post('/api/products/create-from-images', () =>
      HttpResponse.json(product, { status: 201 }),
    ),
    http.post('/api/products/create-from-url', () => HttpResponse.json(product, { status: 201 })),
    http.post('/api/products/create-from-content-images', () =>
      HttpResponse.json(product, { status: 201 }),
    ),
    http.get(`/api/products/${product.id}`, () => HttpResponse.json(product)),
  );
  const app = renderApp('/products');
  // Files of any type, as a drop would bring them; the input's accept list is only a hint.
  const user = userEvent.setup({ applyAccept: false });
  await user.click(await screen.findByRole('button', { name: 'Create Product' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create a product' });
  return { ...app, user, dialog, product };
}

const imagesInput = (dialog: HTMLElement) => within(dialog).getByLabelText('Product images');
const tab = (dialog: HTMLElement, name: string) => within(dialog).getByRole('tab', { name });

async function chooseImages(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  files: File[],
) {
  await user.upload(imagesInput(dialog), files);
}

/** From Images through analysis, to the review step. */
async function reviewFromImages(handlers: HttpHandler[] = []) {
  const opened = await openDialog(handlers);
  const { user, dialog } = opened;
  await chooseImages(user, dialog, [png('front.png'), png('back.png')]);
  await user.click(await within(dialog).findByRole('button', { name: 'Analyze Images' }));
  await within(dialog).findByRole('form', { name: 'Review the product' });
  return opened;
}

/** ...and on to step 3, the product created. */
async function createdFromImages(handlers: HttpHandler[] = []) {
  const opened = await reviewFromImages(handlers);
  await opened.user.click(within(opened.dialog).getByRole('button', { name: 'Create Product' }));
  await within(opened.dialog).findByText('Product created');
  return opened;
}

describe('create-product dialog: choosing the source', () => {
  it('starts on From Images, offers three sources, and shows Analyze Images only with an image', async () => {
    const { dialog, user } = await openDialog();

    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['From Images', 'From URL', 'From Content']);
    expect(tab(dialog, 'From Images')).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).queryByRole('button', { name: 'Analyze Images' })).toBeNull();

    await chooseImages(user, dialog, [png('front.png')]);
    expect(await within(dialog).findByRole('img', { name: 'front.png' })).toHaveAttribute(
      'src',
      'blob:preview/front.png',
    );
    expect(within(dialog).getByRole('button', { name: 'Analyze Images' })).toBeEnabled();

    // Removing the only image frees its preview and hides the button again.
    await user.click(within(dialog).getByRole('button', { name: 'Remove front.png' }));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview/front.png');
    expect(within(dialog).queryByRole('button', { name: 'Analyze Images' })).toBeNull();
  });

  it("refuses files that are not images: 'Invalid files'", async () => {
    const { dialog, user } = await openDialog();

    await chooseImages(user, dialog, [new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
    await findToast('Invalid files', 'Please select valid image files');
    expect(within(dialog).queryByRole('list', { name: 'Chosen images' })).toBeNull();

    // Mixed in with images: the images are kept, the rest refused.
    await chooseImages(user, dialog, [
      png('front.png'),
      new File(['%PDF'], 'spec.pdf', { type: 'application/pdf' }),
    ]);
    await findToast('Invalid files', 'Please select valid image files');
    expect(
      within(await within(dialog).findByRole('list', { name: 'Chosen images' })).getAllByRole(
        'img',
      ),
    ).toHaveLength(1);
  });

  it("takes at most 5 images: 'Too many images'", async () => {
    const { dialog, user } = await openDialog();

    await chooseImages(
      user,
      dialog,
      Array.from({ length: 6 }, (_, i) => png(`shot-${i + 1}.png`)),
    );
    await findToast('Too many images', 'Maximum 5 images allowed per analysis');
    expect(within(dialog).queryByRole('list', { name: 'Chosen images' })).toBeNull();

    await chooseImages(
      user,
      dialog,
      Array.from({ length: 4 }, (_, i) => png(`shot-${i + 1}.png`)),
    );
    await within(dialog).findByText('4 of 5 images');
    await chooseImages(user, dialog, [png('a.png'), png('b.png')]);
    await findToast('Too many images', 'Maximum 5 images allowed per analysis');
    expect(within(dialog).getByText('4 of 5 images')).toBeInTheDocument();
  });

  it('compresses an image over 10 MB and says by how much, at what quality', async () => {
    compression.drawFileInCanvas.mockResolvedValue([{}, {}] as never);
    compression.canvasToFile.mockImplementation(
      async (_canvas, type, name, _modified, quality) =>
        new File([new Uint8Array(quality! >= 0.9 ? 10.5 * MB : 8 * MB)], name, { type }),
    );
    const { dialog, user } = await openDialog();

    const big = new File([new Uint8Array(12 * MB)], 'big.jpg', { type: 'image/jpeg' });
    await chooseImages(user, dialog, [big, png('small.png')]);

    await findToast('Image compressed', 'big.jpg: 12.0 MB → 8.0 MB (quality 80%)');
    expect(compression.canvasToFile.mock.calls.map((call) => call[4])).toEqual([0.9, 0.8]);
    // The small one is sent as it is.
    expect(compression).not.toHaveBeenCalled();
    expect(within(dialog).getByText('2 of 5 images')).toBeInTheDocument();
    expect(createObjectURL.mock.calls[0]?.[0]).toMatchObject({ name: 'big.jpg', size: 8 * MB });
  });

  it("says 'File processing failed' when an image cannot be processed", async () => {
    compression.mockRejectedValue(new Error('The image could not be decoded'));
    const { dialog, user } = await openDialog();

    const big = new File([new Uint8Array(11 * MB)], 'broken.png', { type: 'image/png' });
    await chooseImages(user, dialog, [big]);

    await findToast(
      'File processing failed',
      'Could not process broken.png. Please try another image.',
    );
    expect(within(dialog).queryByRole('list', { name: 'Chosen images' })).toBeNull();
  });

  it('keeps Analyze URL disabled while the URL is empty, and checks it is a URL', async () => {
    const { dialog, user } = await openDialog();

    await user.click(tab(dialog, 'From URL'));
    const analyze = within(dialog).getByRole('button', { name: 'Analyze URL' });
    expect(analyze).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Product page URL'), '   ');
    expect(analyze).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Product page URL'), 'not a page');
    await user.click(analyze);
    expect(await within(dialog).findByText('Please enter a valid URL')).toBeInTheDocument();
    expect(requestsTo('POST /api/products/analyze-url')).toHaveLength(0);
  });
});

describe('create-product dialog: analysis', () => {
  it('From Images: sends data URLs, steps through 20, 50, 70, 90, 100 and disables the tabs', async () => {
    const answer = deferred(() => HttpResponse.json(analysis));
    const { dialog, user } = await openDialog([
      http.post('/api/products/analyze-images', answer.handler),
    ]);
    await chooseImages(user, dialog, [png('front.png'), png('back.png')]);
    const progress = watchProgress();
    await user.click(await within(dialog).findByRole('button', { name: 'Analyze Images' }));

    expect(await within(dialog).findByRole('progressbar')).toBeInTheDocument();
    expect(within(dialog).getByText('Analysis may take up to 30 seconds.')).toBeInTheDocument();
    for (const name of ['From Images', 'From URL', 'From Content']) {
      expect(tab(dialog, name)).toBeDisabled();
    }
    await waitFor(() => expect(requestsTo('POST /api/products/analyze-images')).toHaveLength(1));
    answer.release();

    await findToast('Analysis complete');
    expect(progress.values()).toEqual([20, 50, 70, 90, 100]);
    const body = requestsTo('POST /api/products/analyze-images')[0]?.body as {
      images: string[];
      filenames: string[];
    };
    expect(body.filenames).toEqual(['front.png', 'back.png']);
    expect(body.images).toHaveLength(2);
    expect(body.images[0]).toMatch(/^data:image\/png;base64,/);

    const form = within(dialog).getByRole('form', { name: 'Review the product' });
    expect(within(form).getByLabelText('Name')).toHaveValue('Linen apron');
    expect(within(form).getByLabelText('Description')).toHaveValue(analysis.description);
  });

  it('From URL: sends the URL and steps through 30 then 100', async () => {
    const answer = deferred(() =>
      HttpResponse.json({ ...analysis, sourceUrl: 'https://shop.example.com/a' }),
    );
    const { dialog, user } = await openDialog([
      http.post('/api/products/analyze-url', answer.handler),
    ]);
    await user.click(tab(dialog, 'From URL'));
    await user.type(
      within(dialog).getByLabelText('Product page URL'),
      'https://shop.example.com/a',
    );
    const progress = watchProgress();
    await user.click(within(dialog).getByRole('button', { name: 'Analyze URL' }));

    expect(await within(dialog).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    expect(tab(dialog, 'From Images')).toBeDisabled();
    answer.release();
    await findToast('Analysis complete');
    expect(progress.values()).toEqual([30, 100]);
    expect(requestsTo('POST /api/products/analyze-url')[0]?.body).toEqual({
      url: 'https://shop.example.com/a',
    });
  });

  it("says 'Analysis failed' and returns to the input, keeping it", async () => {
    const { dialog, user } = await openDialog([
      http.post('/api/products/analyze-url', () =>
        apiError(422, 'page_unreadable', 'That page has no product.'),
      ),
    ]);
    await user.click(tab(dialog, 'From URL'));
    await user.type(within(dialog).getByLabelText('Product page URL'), 'https://example.com/x');
    await user.click(within(dialog).getByRole('button', { name: 'Analyze URL' }));

    await findToast('Analysis failed', 'That page has no product.');
    const field = within(dialog).getByLabelText('Product page URL');
    expect(field).toHaveValue('https://example.com/x');
    expect(tab(dialog, 'From Images')).toBeEnabled();
    // The reason stays where the address was typed, with what to try, after the toast is gone.
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(
      'That page has no product. Check the address and try again, or use From Images with the product’s photos instead.',
    );
    // A new address is a new try: the old reason goes.
    await user.type(field, 'y');
    expect(field).toBeValid();
    expect(within(dialog).queryByText('That page has no product.')).not.toBeInTheDocument();
  });

  it('says what to try for a page that does not load', async () => {
    const { dialog, user } = await openDialog([
      http.post('/api/products/analyze-url', () =>
        apiError(
          422,
          'page_unavailable',
          'Could not load a product page at this address. Please check it and try again.',
        ),
      ),
    ]);
    await user.click(tab(dialog, 'From URL'));
    await user.type(within(dialog).getByLabelText('Product page URL'), 'https://example.com/gone');
    await user.click(within(dialog).getByRole('button', { name: 'Analyze URL' }));

    expect(
      await within(dialog).findByText(
        'Open the address in your browser to check the page loads without signing in, or use From Images with the product’s photos instead.',
      ),
    ).toBeVisible();
  });

  it('falls back to a sentence of its own when the server gives no reason', async () => {
    const { dialog, user } = await openDialog([
      http.post('/api/products/analyze-images', () => new HttpResponse('', { status: 500 })),
    ]);
    await chooseImages(user, dialog, [png('front.png')]);
    await user.click(await within(dialog).findByRole('button', { name: 'Analyze Images' }));

    await findToast('Analysis failed', 'Could not analyze the images. Please try again.');
    expect(within(dialog).getByRole('button', { name: 'Analyze Images' })).toBeInTheDocument();
  });
});

describe('create-product dialog: from content', () => {
  function contentPages(items: ContentItem[]) {
    return ({ request }: { request: Request }) => {
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      return HttpResponse.json({
        content: items.slice((page - 1) * limit, page * limit),
        hasMore: page * limit < items.length,
      });
    };
  }

  it('lists content with up to 4 images and a count of the rest, 12 at a time', async () => {
    const many = buildContent({
      name: 'Carousel of six',
      type: 'carousel',
      contentUrls: Array.from({ length: 6 }, (_, i) => `/files/six-${i}.png`),
    });
    const items = [
      many,
      ...Array.from({ length: 13 }, (_, i) => buildContent({ name: `Shot ${i + 1}` })),
    ];
    const { dialog, user } = await openDialog([http.get('/api/content', contentPages(items))]);

    await user.click(tab(dialog, 'From Content'));
    const list = await within(dialog).findByRole('list', { name: 'Content to choose from' });
    const six = within(list).getByRole('button', { name: /^Carousel of six\b.*\b6 images/ });
    expect(within(six).getAllByRole('presentation')).toHaveLength(4);
    expect(six).toHaveTextContent('+2');
    expect(within(list).getAllByRole('button')).toHaveLength(12);
    expect(requestsTo('GET /api/content')[0]?.url.searchParams.get('limit')).toBe('12');

    // Scrolling near the bottom (all of it is "near" in jsdom, which has no layout) loads more.
    fireEvent.scroll(within(dialog).getByTestId('content-picker'));
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(14));
    expect(requestsTo('GET /api/content')[1]?.url.searchParams.get('page')).toBe('2');
    expect(within(dialog).getByRole('button', { name: 'Analyze Content' })).toBeDisabled();
  });

  it("keeps Analyze Content disabled for content without images: 'No Images'", async () => {
    const empty = buildContent({ name: 'Caption only', contentUrls: [] });
    const { dialog, user } = await openDialog([http.get('/api/content', contentPages([empty]))]);

    await user.click(tab(dialog, 'From Content'));
    await user.click(
      await within(dialog).findByRole('button', { name: /^Caption only\b.*\bNo images/ }),
    );
    await findToast('No Images', 'This content has no images to analyze.');
    expect(within(dialog).getByText('This content has no images to analyze.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Analyze Content' })).toBeDisabled();
  });

  it('analyses the images through 20, 50, 90, 100, creates the product and links the content', async () => {
    const shot = buildContent({
      name: 'Apron on a hook',
      contentUrls: ['/files/hook-1.png', '/files/hook-2.png'],
    });
    const product = buildProduct({ name: 'Linen apron' });
    const { dialog, user } = await openDialog(
      [
        http.get('/api/content', contentPages([shot])),
        http.patch(`/api/content/${shot.id}`, () =>
          HttpResponse.json({ ...shot, productId: product.id }),
        ),
      ],
      product,
    );

    await user.click(tab(dialog, 'From Content'));
    await user.click(
      await within(dialog).findByRole('button', { name: /^Apron on a hook\b.*\b2 images/ }),
    );
    const progress = watchProgress();
    await user.click(within(dialog).getByRole('button', { name: 'Analyze Content' }));
    await findToast('Analysis complete');
    expect(progress.values()).toEqual([20, 50, 90, 100]);
    expect(requestsTo('POST /api/products/analyze-content-images')[0]?.body).toEqual({
      imageUrls: ['/files/hook-1.png', '/files/hook-2.png'],
    });

    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    await findToast('Product created');
    expect(requestsTo('POST /api/products/create-from-content-images')[0]?.body).toEqual({
      name: 'Linen apron',
      description: analysis.description,
      imageUrls: ['/files/hook-1.png', '/files/hook-2.png'],
    });
    expect(requestsTo(`PATCH /api/content/${shot.id}`)[0]?.body).toEqual({
      productId: product.id,
    });
  });

  it('warns when the product was created but linking the content failed', async () => {
    const shot = buildContent({ name: 'Apron on a hook' });
    const product = buildProduct({ name: 'Linen apron' });
    const { dialog, user } = await openDialog(
      [
        http.get('/api/content', contentPages([shot])),
        http.patch(`/api/content/${shot.id}`, () => apiError(500, 'internal', 'Oops')),
      ],
      product,
    );

    await user.click(tab(dialog, 'From Content'));
    await user.click(await within(dialog).findByRole('button', { name: /Apron on a hook/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Analyze Content' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Create Product' }));

    await findToast(
      'Product created, but not linked',
      '“Linen apron” was created, but linking it to the content failed.',
    );
    // The product exists: the dialog goes on to its last step.
    expect(within(dialog).getByText('Product created')).toBeInTheDocument();
    expect(
      within(dialog).getByText('The product was created, but linking it to the content failed.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Skip Enhancement' })).toBeInTheDocument();
  });
});

describe('create-product dialog: review', () => {
  it('enhances the name and the description with AI', async () => {
    const { dialog, user } = await reviewFromImages([
      http.post('/api/enhance-product-text', async ({ request }) => {
        const { field } = (await request.json()) as { field: string };
        return HttpResponse.json({
          improved: true,
          enhancedText: field === 'name' ? 'Stonewashed Linen Apron' : 'Better.',
        });
      }),
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Enhance name' }));
    await findToast('Text enhanced');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Stonewashed Linen Apron');
    expect(requestsTo('POST /api/enhance-product-text')[0]?.body).toEqual({
      field: 'name',
      text: 'Linen apron',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Enhance description' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Description')).toHaveValue('Better.'),
    );
    // The description is told the name as it now stands, the enhanced one, so it follows it.
    expect(requestsTo('POST /api/enhance-product-text')[1]?.body).toEqual({
      field: 'description',
      text: analysis.description,
      productName: 'Stonewashed Linen Apron',
    });

    // Nothing to enhance in an empty field.
    await user.clear(within(dialog).getByLabelText('Description'));
    expect(within(dialog).getByRole('button', { name: 'Enhance description' })).toBeDisabled();
  });

  it('says when the text could not be improved, and leaves the field as it was', async () => {
    const reason = 'This name already reads well: there was nothing to improve.';
    const { dialog, user } = await reviewFromImages([
      http.post('/api/enhance-product-text', () =>
        HttpResponse.json({ improved: false, enhancedText: 'Linen apron', reason }),
      ),
    ]);
    await user.type(within(dialog).getByLabelText('Name'), ' set');

    await user.click(within(dialog).getByRole('button', { name: 'Enhance name' }));
    await findToast("We couldn't improve this text", reason);
    expect(within(toastRegion()).queryByText('Text enhanced')).not.toBeInTheDocument();
    // The field keeps what the creator wrote; the answer's copy of the text is not written in.
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Linen apron set');
  });

  it("says 'Enhancement failed' with the server's reason, or a sentence of its own", async () => {
    const { dialog, user } = await reviewFromImages([
      http.post('/api/enhance-product-text', () =>
        apiError(503, 'ai_unavailable', 'The AI is resting.'),
      ),
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Enhance name' }));
    await findToast('Enhancement failed', 'The AI is resting.');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Linen apron');

    server.use(http.post('/api/enhance-product-text', () => new HttpResponse('', { status: 500 })));
    await user.click(within(dialog).getByRole('button', { name: 'Enhance name' }));
    await findToast('Enhancement failed', 'Could not enhance the text.');
  });

  it('creates the product from the reviewed fields and the same images', async () => {
    const { dialog, user, product } = await reviewFromImages();

    await user.clear(within(dialog).getByLabelText('Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Name'), 'Apron');
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    await findToast('Product created', `“${product.name}” is ready.`);

    const analysed = requestsTo('POST /api/products/analyze-images')[0]?.body as {
      images: string[];
    };
    expect(requestsTo('POST /api/products/create-from-images')[0]?.body).toEqual({
      name: 'Apron',
      description: analysis.description,
      images: analysed.images,
      filenames: ['front.png', 'back.png'],
    });
    // The product list refetches.
    await waitFor(() => expect(requestsTo('GET /api/products')).toHaveLength(2));
  });

  it('From URL: creates the product from the analysed images and the page', async () => {
    const { dialog, user } = await openDialog();
    await user.click(tab(dialog, 'From URL'));
    await user.type(
      within(dialog).getByLabelText('Product page URL'),
      'https://shop.example.com/a',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Analyze URL' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Create Product' }));

    await findToast('Product created');
    expect(requestsTo('POST /api/products/create-from-url')[0]?.body).toEqual({
      name: 'Linen apron',
      description: analysis.description,
      imageUrls: analysis.imageUrls,
      // The page the server read, after redirects.
      sourceUrl: 'https://shop.example.com/apron',
    });
  });

  it("says 'Save failed' when the product could not be created", async () => {
    const { dialog, user } = await reviewFromImages([
      http.post('/api/products/create-from-images', () =>
        apiError(422, 'invalid_image', 'Image unreadable.'),
      ),
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    await findToast('Save failed', 'Image unreadable.');
    expect(within(dialog).getByRole('form', { name: 'Review the product' })).toBeInTheDocument();
  });
});

describe('create-product dialog: packshot and finish', () => {
  const packshotReply =
    (product: Product, success = true) =>
    () => {
      const created = buildContent({ name: 'White packshot', productId: product.id });
      return HttpResponse.json({
        success,
        error: success ? null : 'The workflow failed',
        createdContent: success ? created : null,
        relatedContent: {
          contentRecords: success ? [created] : [],
          additionalImages: [],
          totalItems: success ? 1 : 0,
        },
      });
    };

  it('makes a packshot on the chosen background, closes, and opens the product 0.5 s later', async () => {
    const product = buildProduct({ name: 'Linen apron' });
    const opened = await createdFromImages([
      http.post('/api/products/enhance-packshot', packshotReply(product)),
      http.get(`/api/products/${product.id}`, () => HttpResponse.json(product)),
      http.post('/api/products/create-from-images', () =>
        HttpResponse.json(product, { status: 201 }),
      ),
    ]);
    const { dialog, user, router } = opened;

    const enhance = within(dialog).getByRole('button', { name: 'Enhance Images' });
    expect(enhance).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'White background' }));
    expect(enhance).toBeEnabled();

    jest.useFakeTimers();
    fireEvent.click(enhance);
    await waitFor(() => expect(requestsTo('POST /api/products/enhance-packshot')).toHaveLength(1));
    await findToast('Packshot Enhanced Successfully');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(requestsTo('POST /api/products/enhance-packshot')[0]?.body).toEqual({
      productId: product.id,
      workflowName: 'White Packshot',
      backgroundType: 'white',
      imageUrl: product.imageUrl,
    });
    expect(router.state.location.pathname).toBe('/products');
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(router.state.location.pathname).toBe('/products');
    await act(() => jest.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/products/${product.id}`));
    // The balance refreshes: a packshot spends tokens.
    expect(requestsTo('GET /api/credits/balance').length).toBeGreaterThan(1);
  });

  it('skips the packshot, closes, and opens the product 0.5 s later', async () => {
    const { dialog, router, product } = await createdFromImages();

    jest.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skip Enhancement' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(499));
    expect(router.state.location.pathname).toBe('/products');
    await act(() => jest.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/products/${product.id}`));
    expect(requestsTo('POST /api/products/enhance-packshot')).toHaveLength(0);
  });

  it("says 'Enhancement Failed' when the packshot fails, and still opens the product", async () => {
    const product = buildProduct();
    const { dialog, user, router } = await createdFromImages([
      http.post('/api/products/create-from-images', () =>
        HttpResponse.json(product, { status: 201 }),
      ),
      http.get(`/api/products/${product.id}`, () => HttpResponse.json(product)),
      http.post('/api/products/enhance-packshot', packshotReply(product, false)),
    ]);

    await user.click(within(dialog).getByRole('radio', { name: 'Black background' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enhance Images' }));
    await findToast('Enhancement Failed', 'Failed to create packshot. Please try again.');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/products/${product.id}`));
  });

  it('leaves a 402 to the Insufficient Tokens dialog', async () => {
    const product = buildProduct();
    const { dialog, user } = await createdFromImages([
      http.post('/api/products/create-from-images', () =>
        HttpResponse.json(product, { status: 201 }),
      ),
      http.get(`/api/products/${product.id}`, () => HttpResponse.json(product)),
      http.post('/api/products/enhance-packshot', () =>
        HttpResponse.json(
          {
            error: 'insufficient_tokens',
            message: 'You need more tokens.',
            requiredTokens: 5,
            currentTokens: 1,
          },
          { status: 402 },
        ),
      ),
    ]);

    await user.click(within(dialog).getByRole('radio', { name: 'White background' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enhance Images' }));
    expect(await screen.findByRole('dialog', { name: 'Insufficient Tokens' })).toBeInTheDocument();
    expect(screen.queryByText('Enhancement Failed')).not.toBeInTheDocument();
  });
});

describe('create-product dialog: closing', () => {
  it('resets everything and frees the image previews', async () => {
    const { dialog, user } = await openDialog();
    await chooseImages(user, dialog, [png('front.png'), png('back.png')]);
    await within(dialog).findByText('2 of 5 images');
    await user.click(tab(dialog, 'From URL'));
    await user.type(within(dialog).getByLabelText('Product page URL'), 'https://example.com/x');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview/front.png');
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview/back.png');

    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    const again = await screen.findByRole('dialog', { name: 'Create a product' });
    expect(tab(again, 'From Images')).toHaveAttribute('aria-selected', 'true');
    expect(within(again).queryByRole('list', { name: 'Chosen images' })).toBeNull();
    await user.click(tab(again, 'From URL'));
    expect(within(again).getByLabelText('Product page URL')).toHaveValue('');
  });

  it('drops an analysis still running when closed', async () => {
    const answer = deferred(() => HttpResponse.json(analysis));
    const { dialog, user } = await openDialog([
      http.post('/api/products/analyze-images', answer.handler),
    ]);
    await chooseImages(user, dialog, [png('front.png')]);
    await user.click(await within(dialog).findByRole('button', { name: 'Analyze Images' }));
    await within(dialog).findByRole('progressbar');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview/front.png');
    answer.release();

    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    const again = await screen.findByRole('dialog', { name: 'Create a product' });
    expect(within(again).queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText('Analysis complete')).not.toBeInTheDocument();
  });
});
