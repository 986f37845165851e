import { ApplicationFailure, Context, log } from '@temporalio/activity';
import { type Database } from '@studio/api/domain/database';
import { type UploadLimits } from '@studio/api/domain/images/decode-image-data-url';
import { type FileStore } from '@studio/api/domain/storage/file-store';
import {
  PRODUCT_TEXT_LIMITS,
  type PageAnalysis,
  type ProductActivities,
  type ProductAnalysis,
} from '@studio/workflows/product-activities';
import { invalidInput } from '../activities/activity-failures';
import { type AiProviders } from '../providers/capabilities';
import { nameFromFilename } from '../providers/name-from-filename';
import { nothingToImprove, sameText } from '../providers/text-enhancement';
import { UnsafeUrlError } from '../web/fetch-errors';
import { createGuardedFetcher, type UrlFetchSettings } from '../web/guarded-fetch';
import { clipText } from './clip-text';
import { fetchProductPage } from './fetch-product-page';
import { pageUnavailable, toProductFailure } from './product-failures';
import { storePageImages, type StoredPageImage } from './store-page-images';
import { FailureType } from '@studio/workflows/contract/failure-types';

export interface ProductActivityDeps {
  db: Database;
  store: FileStore;
  providers: AiProviders;
  urlFetch: UrlFetchSettings;
  /** Images taken from pages obey the same limits as uploads. */
  imageLimits: UploadLimits;
}

const MAX_IMAGES = 5;

/**
 * Product analysis and text enhancement, registered on the AI queue. Every one is idempotent:
 * the analysis only reads, and page images are stored content-addressed.
 */
export function createProductActivities(deps: ProductActivityDeps): ProductActivities {
  return {
    async analyseProductImages(input) {
      try {
        if (input.fileKeys.length === 0 || input.fileKeys.length > MAX_IMAGES) {
          throw invalidInput(`An analysis takes one to ${MAX_IMAGES} images.`);
        }
        const images = await Promise.all(input.fileKeys.map((key) => readStored(deps.store, key)));
        const result = await deps.providers.productAnalyst.analyseProduct(
          { images, filenames: input.filenames ?? [] },
          { signal: cancellation() },
        );
        return clipped(result);
      } catch (error) {
        throw toProductFailure(error);
      }
    },

    async analyseProductPage(input) {
      const fetcher = createGuardedFetcher(deps.urlFetch);
      try {
        return await analysePage(deps, fetcher, input.url);
      } catch (error) {
        if (error instanceof UnsafeUrlError) {
          log.warn('refused a product page address', { reason: error.reason });
        }
        throw toProductFailure(error);
      } finally {
        await fetcher.close();
      }
    },

    async enhanceProductText(input) {
      try {
        if (input.field !== 'name' && input.field !== 'description') {
          throw invalidInput('Only a name or a description can be enhanced.');
        }
        if (!input.text?.trim()) throw invalidInput('There is no text to enhance.');
        const result = await deps.providers.textEnhancer.enhanceText(
          {
            field: input.field,
            text: input.text,
            ...(input.productName ? { productName: input.productName } : {}),
          },
          { signal: cancellation() },
        );
        if (!result.improved) return { improved: false, reason: result.reason };
        const text = clipText(result.text, PRODUCT_TEXT_LIMITS[input.field]);
        // Whatever the provider says, the creator's own text back is no improvement.
        if (sameText(text, input.text)) {
          return { improved: false, reason: nothingToImprove(input.field) };
        }
        return { improved: true, text };
      } catch (error) {
        throw toProductFailure(error);
      }
    },
  };
}

/**
 * The page's own words first: its product name (else its title, else the product's address,
 * "…/red-leather-bag"), its description; the product analyst fills in only what the page leaves
 * out, from the images it had.
 */
async function analysePage(
  deps: ProductActivityDeps,
  fetcher: ReturnType<typeof createGuardedFetcher>,
  url: string,
): Promise<PageAnalysis> {
  if (typeof url !== 'string' || !url.trim()) throw invalidInput('A page address is needed.');
  const page = await fetchProductPage(fetcher, url.trim());
  const { metadata } = page;
  const images = await storePageImages(
    { db: deps.db, store: deps.store, limits: deps.imageLimits },
    fetcher,
    metadata.images,
  );
  let name = metadata.name ?? metadata.title ?? nameFromFilename(new URL(page.url).pathname);
  let description = metadata.description;
  if ((!name || !description) && images.length > 0) {
    const analysis = await analyseImages(deps, images, name);
    name ??= analysis?.name;
    description ??= analysis?.description;
  }
  if (!name) throw pageUnavailable('The page does not say what product it shows.');
  return {
    ...clipped({ name, description: description ?? '' }),
    sourceUrl: page.url,
    fileKeys: images.map((image) => image.fileKey),
  };
}

/** The analyst's view of the page's images; without a name this must succeed, else it may not. */
async function analyseImages(
  deps: ProductActivityDeps,
  images: StoredPageImage[],
  name: string | undefined,
): Promise<ProductAnalysis | undefined> {
  try {
    return await deps.providers.productAnalyst.analyseProduct(
      {
        images: images.map((image) => image.bytes),
        filenames: images.map((image) => image.filename),
        name,
      },
      { signal: cancellation() },
    );
  } catch (error) {
    // A cancelled analysis ends the activity as cancelled, never as a page without a description.
    cancellation().throwIfAborted();
    if (!name) throw error;
    log.warn('could not describe the page images', { reason: (error as Error).message });
    return undefined;
  }
}

/**
 * The running activity's cancellation signal, handed to the providers. These activities do not
 * heartbeat (their workflows are never cancelled: the API awaits them with a timeout), so it is
 * aborted when the worker shuts down and no longer waits for them.
 */
function cancellation(): AbortSignal {
  return Context.current().cancellationSignal;
}

async function readStored(store: FileStore, key: string): Promise<Buffer> {
  if (typeof key !== 'string' || !(await store.exists(key))) {
    throw ApplicationFailure.nonRetryable(
      `The image ${key} is missing from storage.`,
      FailureType.FileNotFound,
    );
  }
  return store.read(key);
}

function clipped(analysis: ProductAnalysis): ProductAnalysis {
  return {
    name: clipText(analysis.name, PRODUCT_TEXT_LIMITS.name),
    description: clipText(analysis.description, PRODUCT_TEXT_LIMITS.description),
  };
}
