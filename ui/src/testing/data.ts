import { type User } from '@studio/api/contract/auth';
import {
  type CreditHistoryItem,
  type CreditTransaction,
  type Plan,
} from '@studio/api/contract/billing';
import { type ContentItem } from '@studio/api/contract/content';
import { type Product } from '@studio/api/contract/products';
import { type SnapSummary } from '@studio/api/contract/snaps';

let sequence = 0;

/** A user as the API answers it; override what the test is about. */
export function buildUser(overrides: Partial<User> = {}): User {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    email: `creator${sequence}@example.com`,
    firstName: 'Jamie',
    lastName: 'Rivera',
    role: 'user',
    emailVerified: true,
    ...overrides,
  };
}

export function buildManager(overrides: Partial<User> = {}): User {
  return buildUser({ role: 'manager', firstName: 'Morgan', lastName: 'Lee', ...overrides });
}

/** A plan as `GET /api/plans` answers it. */
export function buildPlan(overrides: Partial<Plan> = {}): Plan {
  sequence += 1;
  return {
    id: `10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    name: 'Starter',
    description: 'For getting going',
    monthlyTokens: 100,
    priceCents: 900,
    currency: 'usd',
    features: ['100 tokens every month'],
    ...overrides,
  };
}

/** One ledger entry as its owner sees it. */
export function buildTransaction(overrides: Partial<CreditTransaction> = {}): CreditTransaction {
  sequence += 1;
  return {
    id: `tx-${sequence}`,
    kind: 'grant',
    amount: 20,
    balanceAfter: 20,
    reason: 'Welcome credits',
    execution: null,
    createdAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

type HistoryEntry = Extract<CreditHistoryItem, { type: 'entry' }>;
type HistoryRun = Extract<CreditHistoryItem, { type: 'run' }>;

/** A history line of its own (a grant, an allowance, an adjustment). */
export function buildHistoryEntry(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  sequence += 1;
  return {
    type: 'entry',
    id: `${sequence}`,
    kind: 'grant',
    amount: 20,
    balanceAfter: 20,
    reason: 'Welcome credits',
    createdAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * A run's history line, its entries made from its outcome: a hold of `held` tokens, then the
 * charge (0, the hold kept) or the refund (+held), with the balances they leave.
 */
export function buildHistoryRun(
  overrides: Partial<Omit<HistoryRun, 'entries'>> & { balanceBefore?: number } = {},
): HistoryRun {
  sequence += 1;
  const { balanceBefore = 20, ...line } = overrides;
  const id = line.id ?? `50000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  const outcome = line.outcome ?? 'charged';
  const held = line.held ?? 4;
  const snapName = line.snapName ?? 'White Packshot';
  const entry = (kind: CreditTransaction['kind'], amount: number, balanceAfter: number) =>
    buildTransaction({ kind, amount, balanceAfter, reason: null, execution: { id, snapName } });
  const entries = [entry('reserve', -held, balanceBefore - held)];
  if (outcome === 'charged') entries.push(entry('commit', 0, balanceBefore - held));
  if (outcome === 'refunded') entries.push(entry('release', held, balanceBefore));
  return {
    type: 'run',
    id,
    snapName,
    outcome,
    held,
    amount: outcome === 'refunded' ? 0 : -held,
    balanceAfter: entries.at(-1)!.balanceAfter,
    refundReason: outcome === 'refunded' ? 'The run failed: The model did not answer.' : null,
    apiKey: null,
    createdAt: '2025-03-01T10:00:00.000Z',
    ...line,
    entries,
  };
}

/**
 * A content item as `GET /api/content` answers it: one 1024 px square image, no caption, no
 * product. Its `images` and `contentUrls` agree whichever of the two is overridden (images made
 * from URLs are 1024 px squares).
 */
export function buildContent(overrides: Partial<ContentItem> = {}): ContentItem {
  sequence += 1;
  const images =
    overrides.images ??
    (overrides.contentUrls ?? [`/files/${String(sequence).padStart(64, 'a')}.png`]).map((url) => ({
      url,
      width: 1024,
      height: 1024,
    }));
  const name = overrides.name ?? `Summer shot ${sequence}`;
  return {
    id: `20000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    name,
    title: name,
    type: 'static_image',
    contentUrls: images.map((image) => image.url),
    images,
    caption: null,
    productId: null,
    productName: null,
    executionId: null,
    sourceImageUrl: null,
    editedFrom: null,
    editedVersions: [],
    cutoutEditable: false,
    createdAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A product as the product calls answer it: active, one image, no source page. */
export function buildProduct(overrides: Partial<Product> = {}): Product {
  sequence += 1;
  const imageUrls = overrides.imageUrls ?? [`/files/${String(sequence).padStart(64, 'b')}.png`];
  return {
    id: `30000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    name: `Ceramic mug ${sequence}`,
    description: 'A hand-glazed stoneware mug that keeps coffee warm.',
    imageUrl: imageUrls[0] ?? null,
    imageUrls,
    sourceUrl: null,
    status: 'active',
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A snap as `GET /api/snaps` answers it. */
export function buildSnap(overrides: Partial<SnapSummary> = {}): SnapSummary {
  sequence += 1;
  return {
    id: `40000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    name: 'White Packshot',
    tags: ['packshot', 'white-background'],
    category: 'Packshots',
    categoryId: '41000000-0000-4000-8000-000000000001',
    description: 'Your product on a clean white studio background with a soft shadow.',
    cost: 3,
    socialFormatsCost: 1,
    hdCost: 1,
    coverUrl: null,
    ...overrides,
  };
}
