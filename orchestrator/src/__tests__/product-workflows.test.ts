import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ActivityFailure, ApplicationFailure, WorkflowFailedError } from '@temporalio/client';
import sharp from 'sharp';
import { LocalDiskFileStore } from '@studio/api/domain/storage/local-disk-file-store';
import { saveImage } from '@studio/api/domain/storage/stored-files';
import { activityRuns } from '@studio/infra/testing/graph-runs';
import {
  PRODUCT_PAGES,
  type ProductPageServer,
  startProductPageServer,
} from '@studio/infra/testing/product-page-server';
import { createTestDatabase, type TestDatabase } from '@studio/infra/testing/test-database';
import { productPhoto } from '@studio/infra/testing/test-images';
import {
  startTestWorker,
  type TestWorker,
  ENGINE_TEST_PROVIDERS,
} from '@studio/infra/testing/test-worker';
import { taskQueues } from '@studio/workflows/contract/task-queues';
import { WORKFLOW_TYPES } from '@studio/workflows/contract/workflow-types';
import {
  type ImageAnalysisInput,
  type PageAnalysis,
  type PageAnalysisInput,
  type TextEnhancement,
  type TextEnhancementInput,
} from '@studio/workflows/product-activities';
import { ProviderError, type AiProviders } from '../providers/capabilities';
import { createLocalProviders } from '../providers/local/local-providers';
import { recordHistory } from './recorded-histories';

let database: TestDatabase;
let filesDir: string;
let store: LocalDiskFileStore;
let shop: ProductPageServer;
let worker: TestWorker;
/** How many of the next text enhancements fail as an overloaded model would. */
let overloaded = 0;
/** While set, the text enhancer answers the creator's text back, calling it improved. */
let echoing = false;

beforeAll(async () => {
  database = await createTestDatabase();
  filesDir = await mkdtemp(path.join(os.tmpdir(), 'studio-products-'));
  store = new LocalDiskFileStore(filesDir);
  shop = await startProductPageServer();
  const local = createLocalProviders(ENGINE_TEST_PROVIDERS);
  const providers: AiProviders = {
    ...local,
    textEnhancer: {
      async enhanceText(input, options) {
        if (overloaded > 0) {
          overloaded--;
          throw new ProviderError('The model is overloaded', true, 'http_503');
        }
        if (echoing) return { improved: true, text: input.text, provider: 'test', model: 'echo' };
        return local.textEnhancer.enhanceText(input, options);
      },
    },
  };
  worker = await startTestWorker({
    db: database.db,
    store,
    imageSize: 128,
    providers,
    urlFetch: { allowedHosts: [shop.host] },
    // The fixture's "too many pixels" image has 1.2 megapixels.
    imageLimits: { maxBytes: 10 * 1024 * 1024, maxPixels: 1_000_000 },
  });
});
afterAll(async () => {
  await worker?.stop();
  await shop?.close();
  await database?.drop();
  await rm(filesDir, { recursive: true, force: true });
});

type ProductWorkflow = 'analyseProductImages' | 'analyseProductPage' | 'enhanceProductText';

/** Starts a product workflow by name, as the API does, on the base queue. */
function start<T>(type: ProductWorkflow, input: unknown) {
  return worker.client.workflow.start<(input: unknown) => Promise<T>>(WORKFLOW_TYPES[type], {
    workflowId: `${type}-${randomUUID()}`,
    taskQueue: taskQueues(worker.taskQueue).workflows,
    args: [input],
  });
}

/** Analyses the page at `url`; with `recordAs`, records the run's history under that name. */
async function analysePage(url: string, recordAs?: string) {
  const handle = await start<PageAnalysis>('analyseProductPage', {
    userId: randomUUID(),
    url,
  } satisfies PageAnalysisInput);
  const result = await handle.result();
  if (recordAs) await recordHistory(handle, recordAs);
  return result;
}

/** The application failure a failed workflow's activity ended with. */
async function failure(promise: Promise<unknown>): Promise<ApplicationFailure> {
  const error = await promise.then(
    () => {
      throw new Error('the workflow succeeded');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WorkflowFailedError);
  const activity = (error as WorkflowFailedError).cause;
  expect(activity).toBeInstanceOf(ActivityFailure);
  expect(activity!.cause).toBeInstanceOf(ApplicationFailure);
  return activity!.cause as ApplicationFailure;
}

async function storedRow(key: string) {
  return database.db('files').where({ key }).first();
}

describe('analyseProductPage', () => {
  it('reads a JSON-LD product page through the guard and stores its images', async () => {
    const result = await analysePage(
      shop.url + PRODUCT_PAGES.redirect,
      'analyse-product-page-succeeded',
    );
    expect(result).toEqual({
      name: 'Red Leather Bag',
      description: 'A roomy red leather bag with a tan strap.\nFits a 15" laptop.',
      sourceUrl: shop.url + PRODUCT_PAGES.jsonLd,
      fileKeys: [expect.stringMatching(/\.jpg$/), expect.stringMatching(/\.png$/)],
    });
    for (const key of result.fileKeys) {
      const meta = await sharp(await store.read(key)).metadata();
      expect([meta.width, meta.height]).toEqual([400, 300]);
      expect(await storedRow(key)).toMatchObject({ key, width: 400, height: 300 });
    }
    // Analysing it again stores nothing new: the keys are content addresses.
    const again = await analysePage(shop.url + PRODUCT_PAGES.jsonLd);
    expect(again.fileKeys).toEqual(result.fileKeys);
  });

  it('reads an OpenGraph-only page', async () => {
    const result = await analysePage(shop.url + PRODUCT_PAGES.openGraph);
    expect(result).toMatchObject({
      name: 'Linen Table Lamp',
      description: 'A table lamp with a linen shade & an oak base.',
      fileKeys: [expect.stringMatching(/\.png$/)],
    });
    // The cut-out keeps its transparency.
    expect((await sharp(await store.read(result.fileKeys[0]!)).stats()).isOpaque).toBe(false);
  });

  it('falls back to the page title, without the shop’s name', async () => {
    expect(await analysePage(shop.url + PRODUCT_PAGES.titleOnly)).toEqual({
      name: 'Stoneware Mug',
      description: 'A hand-glazed stoneware mug.',
      sourceUrl: shop.url + PRODUCT_PAGES.titleOnly,
      fileKeys: [],
    });
  });

  it('skips the images that cannot be fetched, are not images, are too large or are refused', async () => {
    const bag = await analysePage(shop.url + PRODUCT_PAGES.jsonLd);
    const result = await analysePage(shop.url + PRODUCT_PAGES.mixedImages);
    expect(result.name).toBe('Mixed Images Mug');
    expect(result.fileKeys).toEqual([bag.fileKeys[0]]);
    expect(shop.internalRequests).toEqual([]);
  });

  it.each([
    ['a private address', 'http://10.0.0.1/products/bag'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['loopback written in decimal', 'http://2130706433/'],
    ['an IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]/'],
    ['a file: address', 'file:///etc/passwd'],
    ['a redirect to a private address', () => shop.url + PRODUCT_PAGES.redirectToPrivate],
    ['a redirect to another port', () => shop.url + PRODUCT_PAGES.redirectToOtherPort],
  ])('fails fast with UnsafeUrl, without retrying, for %s', async (what, target) => {
    const url = typeof target === 'function' ? target() : target;
    const handle = await start('analyseProductPage', { userId: randomUUID(), url });
    const cause = await failure(handle.result());
    expect(cause).toMatchObject({
      type: 'UnsafeUrl',
      message: 'This address cannot be fetched.',
      nonRetryable: true,
    });
    const runs = await activityRuns(handle);
    expect(runs.map((r) => [r.type, r.attempts])).toEqual([['analyseProductPage', 1]]);
    expect(shop.internalRequests).toEqual([]);
    if (what === 'a private address')
      await recordHistory(handle, 'analyse-product-page-unsafe-url');
  });

  it.each([
    [
      'not HTML',
      PRODUCT_PAGES.notHtml,
      'The address is not a web page (it answered application/json).',
    ],
    ['too large', PRODUCT_PAGES.oversize, 'The response is larger than 2 MB.'],
    ['missing', PRODUCT_PAGES.missing, 'The address answered 404 Not Found.'],
    [
      'redirected too often',
      PRODUCT_PAGES.redirectChain(4),
      'The address redirected more than 3 times.',
    ],
    ['naming no product', PRODUCT_PAGES.nameless, 'The page does not say what product it shows.'],
  ])('fails with PageUnavailable when the page is %s', async (_what, pagePath, message) => {
    const handle = await start('analyseProductPage', {
      userId: randomUUID(),
      url: shop.url + pagePath,
    });
    expect(await failure(handle.result())).toMatchObject({ type: 'PageUnavailable', message });
    expect((await activityRuns(handle)).map((r) => r.attempts)).toEqual([1]);
  });
});

describe('analyseProductImages', () => {
  async function stored(photo: Buffer): Promise<string> {
    return saveImage(database.db, store, {
      bytes: photo,
      extension: 'png',
      width: 400,
      height: 300,
    });
  }

  it('names and describes the product in stored images', async () => {
    const keys = [
      await stored(await productPhoto()),
      await stored(await productPhoto({ width: 300 })),
    ];
    const handle = await start<{ name: string; description: string }>('analyseProductImages', {
      userId: randomUUID(),
      fileKeys: keys,
      filenames: ['red-leather-bag_01.JPG', 'red-leather-bag_02.JPG'],
    } satisfies ImageAnalysisInput);
    const result = await handle.result();
    expect(result.name).toBe('Red Leather Bag');
    expect(result.description).toMatch(/^Red Leather Bag, in red\b/);
    await recordHistory(handle, 'analyse-product-images-succeeded');
  });

  it('fails with FileNotFound for a key that is not stored', async () => {
    const handle = await start('analyseProductImages', {
      userId: randomUUID(),
      fileKeys: ['ab/abababababababababababababababababababababababababababababababab.png'],
      filenames: [],
    });
    expect(await failure(handle.result())).toMatchObject({ type: 'FileNotFound' });
  });

  it('fails with InvalidInput for more than five images', async () => {
    const key = await stored(await productPhoto());
    const handle = await start('analyseProductImages', {
      userId: randomUUID(),
      fileKeys: Array(6).fill(key),
      filenames: [],
    });
    expect(await failure(handle.result())).toMatchObject({ type: 'InvalidInput' });
  });
});

describe('enhanceProductText', () => {
  const enhance = async (input: Omit<TextEnhancementInput, 'userId'>) =>
    (
      await start<TextEnhancement>('enhanceProductText', { userId: randomUUID(), ...input })
    ).result();

  it('improves a name and a description', async () => {
    expect(await enhance({ field: 'name', text: '  red LEATHER  bag ' })).toEqual({
      improved: true,
      text: 'Red Leather Bag',
    });
    expect(
      await enhance({
        field: 'description',
        text: 'soft red leather bag ,fits a laptop. it is water resistant',
      }),
    ).toEqual({
      improved: true,
      text: 'Soft red leather bag, fits a laptop.\n\n• Water resistant',
    });
  });

  it('says when a text could not be improved', async () => {
    expect(await enhance({ field: 'name', text: 'Red Leather Bag' })).toEqual({
      improved: false,
      reason: 'This name already reads well: there was nothing to improve.',
    });
  });

  it('never calls the creator’s own text improved, whatever the provider says', async () => {
    echoing = true;
    try {
      expect(
        await enhance({ field: 'description', text: 'A roomy bag.\n\n• Two pockets' }),
      ).toEqual({
        improved: false,
        reason: 'This description already reads well: there was nothing to improve.',
      });
    } finally {
      echoing = false;
    }
  });

  it('retries a model that is overloaded for a moment', async () => {
    overloaded = 1;
    const handle = await start<TextEnhancement>('enhanceProductText', {
      userId: randomUUID(),
      field: 'name',
      text: 'oak side table',
    });
    expect(await handle.result()).toEqual({ improved: true, text: 'Oak Side Table' });
    expect((await activityRuns(handle)).map((r) => r.attempts)).toEqual([2]);
    await recordHistory(handle, 'enhance-product-text-retried-succeeded');
  });

  it('fails with InvalidInput for an empty text', async () => {
    const handle = await start('enhanceProductText', {
      userId: randomUUID(),
      field: 'name',
      text: '   ',
    });
    expect(await failure(handle.result())).toMatchObject({ type: 'InvalidInput' });
  });
});
