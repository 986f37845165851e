import {
  BATCH_PROGRESS_EVENT,
  type BatchCounts,
  type BatchItem,
  type BatchView,
} from '@studio/api/contract/batches';
import { type ExecutionStatus } from '@studio/api/contract/executions';
import { type Product } from '@studio/api/contract/products';

import { mockViewEvents } from './event-streams';

export const BATCH_ID = '70000000-0000-4000-8000-000000000001';

let sequence = 0;

/** One product's run in a batch, waiting to start. */
export function buildBatchItem(overrides: Partial<BatchItem> = {}): BatchItem {
  sequence += 1;
  const n = String(sequence).padStart(12, '0');
  return {
    productId: `30000000-0000-4000-8000-${n}`,
    productName: `Product ${sequence}`,
    productImageUrl: `/files/${n.padStart(64, 'c')}.png`,
    executionId: `50000000-0000-4000-8000-${n}`,
    status: 'queued',
    error: null,
    imageUrls: [],
    contentId: null,
    ...overrides,
  };
}

/** A batch item for each product, as the API makes them when the batch starts. */
export function itemsFor(products: readonly Product[]): BatchItem[] {
  return products.map((product) =>
    buildBatchItem({
      productId: product.id,
      productName: product.name,
      productImageUrl: product.imageUrl,
    }),
  );
}

/** The item as it ended (or moved on): a success has its image and content, a failure its error. */
export function withStatus(item: BatchItem, status: ExecutionStatus, error?: string): BatchItem {
  const ended = status === 'succeeded';
  return {
    ...item,
    status,
    error: status === 'failed' ? (error ?? 'The run failed.') : null,
    imageUrls: ended ? [`/files/result-${item.executionId}.png`] : [],
    contentId: ended ? item.executionId.replace(/^5/, '8') : null,
  };
}

/** The batch of these items, its counts and status read from them (as the API's view does). */
export function buildBatchView(
  items: BatchItem[],
  overrides: Partial<Omit<BatchView, 'items' | 'counts' | 'total'>> = {},
): BatchView {
  const counts: BatchCounts = { queued: 0, running: 0, succeeded: 0, failed: 0, cancelled: 0 };
  for (const item of items) counts[item.status] += 1;
  const running = counts.queued + counts.running > 0;
  const costPerRun = overrides.costPerRun ?? 3;
  return {
    id: BATCH_ID,
    snapId: '40000000-0000-4000-8000-000000000001',
    snapName: 'White Packshot',
    status: running ? 'running' : 'finished',
    total: items.length,
    costPerRun,
    counts,
    // As the ledger has it: succeeded runs charged, running ones holding their cost.
    tokens: { charged: counts.succeeded * costPerRun, held: counts.running * costPerRun },
    items,
    createdAt: '2025-03-01T10:00:00.000Z',
    finishedAt: running ? null : '2025-03-01T10:05:00.000Z',
    ...overrides,
  };
}

/** Serves `GET /api/batches/:id/events`; the test sends each view (see `mockViewEvents`). */
export function mockBatchEvents() {
  return mockViewEvents<BatchView>('/api/batches/:id/events', BATCH_PROGRESS_EVENT);
}
