/**
 * Chaos scenario `uploads`: hostile images (hostile-images.ts) through every call a creator
 * uploads an image with — creating a product from one image or several, analysing one or
 * several, running a snap, the free demo — several at once, against the real API. Each is
 * refused with the spec's message and a stable code (4xx, never 5xx), or stored as a clean,
 * upright image; a refused upload leaves no row and no file behind; the API's resident memory
 * stays bounded however large the images claim to be.
 */
import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { startBenchStack } from '../bench/bench-stack';
import { ONE_PACKSHOT } from '../bench/temporal-runs';
import { JSON_REQUEST } from '../src/cluster/proxy-creators';
import { publishTestSnap } from '../src/testing/graph-runs';
import { productPhoto, toDataUrl } from '../src/testing/test-images';
import { findApiPid, megabytes, residentMemory, resetPeakMemory } from './api-memory';
import { type ChaosReport, type ChaosSize } from './chaos-report';
import { type HostileImage, hostileImages } from './hostile-images';

const LIMITS = { maxMegapixels: 50, maxMegabytes: 10 };
/** The promise on the API's memory: its peak RSS over the run at most this far above the start. */
const MAX_RSS_GROWTH_MB = 300;
const SIZES: Record<ChaosSize, { rounds: number; inFlight: number }> = {
  short: { rounds: 1, inFlight: 3 },
  full: { rounds: 3, inFlight: 6 },
};
/** The tables an upload writes to: none may gain a row from a refused one. */
const TABLES = ['products', 'product_images', 'files', 'file_uploads', 'executions', 'content'];

interface Route {
  name: string;
  path: string;
  body(image: string, context: { snapId: string; goodImage: string }): object;
  /** Where the stored image is, from a success's answer (none: the route is only refused here). */
  storedUrl?(answer: Record<string, unknown>, cookie: string): Promise<string>;
}

const ROUTES: Route[] = [
  {
    name: 'create-from-image',
    path: '/api/products/create-from-image',
    body: (image) => ({ name: 'Hostile', description: '', image }),
    storedUrl: async (answer) => (answer.imageUrls as string[]).at(-1)!,
  },
  {
    // One good image beside the hostile one: refused, neither may be stored.
    name: 'create-from-images',
    path: '/api/products/create-from-images',
    body: (image, { goodImage }) => ({ name: 'Hostile', images: [goodImage, image] }),
    storedUrl: async (answer) => (answer.imageUrls as string[]).at(-1)!,
  },
  {
    name: 'analyze-image',
    path: '/api/products/analyze-image',
    body: (image) => ({ image, filename: 'hostile.png' }),
    storedUrl: async (answer) => (answer.imageUrls as string[]).at(-1)!,
  },
  {
    name: 'analyze-images',
    path: '/api/products/analyze-images',
    body: (image, { goodImage }) => ({ images: [goodImage, image] }),
  },
  {
    name: 'snaps/execute',
    path: '/api/snaps/execute',
    body: (image, { snapId }) => ({ snapId, inputs: { image } }),
  },
  {
    name: 'snaps/execute-demo',
    path: '/api/snaps/execute-demo',
    body: (image, { snapId }) => ({ snapId, inputs: { image } }),
  },
];

interface Outcome {
  route: string;
  image: string;
  status: number;
  body: Record<string, unknown>;
  /** What is wrong with it, if anything. */
  problem?: string;
}

export async function run(size: ChaosSize = 'full'): Promise<ChaosReport> {
  const { rounds, inFlight } = SIZES[size];
  const stack = await startBenchStack({
    extraEnv: {
      MAX_UPLOAD_MB: String(LIMITS.maxMegabytes),
      MAX_UPLOAD_MEGAPIXELS: String(LIMITS.maxMegapixels),
    },
  });
  try {
    const creator = await stack.signedInCreator(10_000);
    const { snap } = await publishTestSnap(stack.db, ONE_PACKSHOT);
    const context = { snapId: snap.id, goodImage: toDataUrl(await productPhoto()) };
    const images = await hostileImages(LIMITS);
    const refusedImages = images.filter((i) => 'refused' in i.expect && !i.oversize);
    const oversizeImages = images.filter((i) => i.oversize);
    const acceptedImages = images.filter((i) => 'stored' in i.expect);
    const post = async (route: Route, image: HostileImage): Promise<Outcome> => {
      const response = await fetch(`${stack.apiUrl}${route.path}`, {
        method: 'POST',
        headers: { ...JSON_REQUEST, cookie: creator.cookie },
        body: JSON.stringify(route.body(image.dataUrl, context)),
      });
      const text = await response.text();
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        // Not JSON (a proxy's or a crash's page): kept short for the report.
        body = { text: text.slice(0, 200) };
      }
      return { route: route.name, image: image.name, status: response.status, body };
    };
    const inParallel = async (jobs: (() => Promise<Outcome>)[]) => {
      const outcomes: Outcome[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: inFlight }, async () => {
          while (next < jobs.length) outcomes.push(await jobs[next++]!());
        }),
      );
      return outcomes;
    };

    const pid = await findApiPid(stack.apiUrl);
    // One ordinary upload first, so the baseline is an API that has loaded its image code.
    await post(ROUTES[0]!, {
      name: 'warm-up',
      dataUrl: context.goodImage,
      expect: acceptedImages[0]!.expect,
    });
    await resetPeakMemory(pid);
    const before = await residentMemory(pid);
    const started = performance.now();

    const batch = (routes: Route[], batchImages: HostileImage[]) =>
      inParallel(
        Array.from({ length: rounds }).flatMap(() =>
          routes.flatMap((route) => batchImages.map((image) => () => post(route, image))),
        ),
      );
    const leftBehind: string[] = [];
    /** Runs `refusals`, then counts what they left behind: they must leave nothing. */
    const leavingNothing = async (refusals: () => Promise<Outcome[]>) => {
      const [rowsBefore, filesBefore] = [
        await countRows(stack.db),
        await countFiles(stack.filesDir),
      ];
      const outcomes = await refusals();
      const [rowsAfter, filesAfter] = [await countRows(stack.db), await countFiles(stack.filesDir)];
      for (const t of TABLES) {
        if (rowsAfter[t] !== rowsBefore[t])
          leftBehind.push(`${rowsAfter[t]! - rowsBefore[t]!} ${t} rows`);
      }
      if (filesAfter !== filesBefore) leftBehind.push(`${filesAfter - filesBefore} files`);
      return outcomes;
    };

    // Refused ones: every image on every route, `rounds` times over.
    const refused = await leavingNothing(() => batch(ROUTES, refusedImages));
    const afterRefusals = await residentMemory(pid);

    // Accepted ones: stored as clean, upright images, on the routes that store them. The large
    // ones stay off the snap: the worker would spend minutes on them, and its memory is not the
    // API's.
    const storing = ROUTES.filter((r) => r.storedUrl);
    const accepted = await inParallel(
      acceptedImages.flatMap((image) =>
        [...storing, ...(image.large ? [] : [ROUTES.find((r) => r.name === 'snaps/execute')!])].map(
          (route) => async () => {
            const outcome = await post(route, image);
            outcome.problem = await storedProblem(stack, creator.cookie, route, outcome, image);
            return outcome;
          },
        ),
      ),
    );
    const after = await residentMemory(pid);
    const growth = megabytes(after.peak - before.rss);

    // Bodies over the limit, last: refused by size before any decoding. Apart, because what they
    // cost is the body parser's (a body of up to five images is read whole), not the images'.
    await resetPeakMemory(pid);
    const beforeOversize = await residentMemory(pid);
    refused.push(...(await leavingNothing(() => batch(ROUTES, oversizeImages))));
    const afterOversize = await residentMemory(pid);
    const seconds = (performance.now() - started) / 1000;
    for (const outcome of refused) {
      outcome.problem = refusalProblem(
        outcome,
        images.find((i) => i.name === outcome.image)!,
      );
    }

    const all = [...refused, ...accepted];
    const serverErrors = all.filter((o) => o.status >= 500);
    const wrongRefusals = refused.filter((o) => o.problem);
    const wrongStores = accepted.filter((o) => o.problem);
    const describe = (outcomes: Outcome[]) =>
      outcomes
        .slice(0, 4)
        .map((o) => `${o.image} on ${o.route}: ${o.problem ?? o.status}`)
        .join('; ');

    return {
      scenario: 'uploads',
      figures: `${refusedImages.length + oversizeImages.length} hostile images to refuse and ${acceptedImages.length} to store, through ${ROUTES.length} upload calls, ${inFlight} at a time: ${all.length} uploads in ${seconds.toFixed(1)} s; API RSS ${megabytes(before.rss)} MB before, peak ${megabytes(afterRefusals.peak)} MB while refusing images, ${megabytes(after.peak)} MB while storing them (+${growth} MB); bodies over ${LIMITS.maxMegabytes} MB took it from ${megabytes(beforeOversize.rss)} to ${megabytes(afterOversize.peak)} MB`,
      promises: [
        {
          promise: "each hostile image refused with a 4xx, a stable code and the spec's message",
          held: wrongRefusals.length === 0,
          detail: describe(wrongRefusals),
        },
        {
          promise: 'polyglots stored clean, EXIF-rotated photos stored upright',
          held: wrongStores.length === 0,
          detail: describe(wrongStores),
        },
        {
          promise: 'a refused upload leaves no row and no file behind',
          held: leftBehind.length === 0,
          detail: leftBehind.join(', '),
        },
        {
          promise: `decoding them, the API's peak RSS at most ${MAX_RSS_GROWTH_MB} MB above its start`,
          held: growth <= MAX_RSS_GROWTH_MB,
          detail: `+${growth} MB`,
        },
        {
          promise: 'no 5xx',
          held: serverErrors.length === 0,
          detail: describe(serverErrors),
        },
      ],
    };
  } finally {
    await stack.stop();
  }
}

function refusalProblem(outcome: Outcome, image: HostileImage): string | undefined {
  if (!('refused' in image.expect)) return 'not a refusal case';
  const { status, codes, message } = image.expect.refused;
  const { error, message: said } = outcome.body as { error?: string; message?: string };
  if (outcome.status !== status || !codes.includes(error ?? '')) {
    return `${outcome.status} ${error ?? JSON.stringify(outcome.body).slice(0, 120)}, ${status} ${codes.join('/')} expected`;
  }
  if (message && said !== message) return `said "${said}", "${message}" expected`;
  return undefined;
}

/** What is wrong with an accepted upload's stored image, as the API serves it to its owner. */
async function storedProblem(
  stack: { apiUrl: string; db: Awaited<ReturnType<typeof startBenchStack>>['db'] },
  cookie: string,
  route: Route,
  outcome: Outcome,
  image: HostileImage,
): Promise<string | undefined> {
  if (!('stored' in image.expect)) return 'not a storing case';
  const expected = image.expect.stored;
  const ok = route.name === 'snaps/execute' ? 202 : route.name === 'analyze-image' ? 200 : 201;
  if (outcome.status !== ok) {
    return `${outcome.status} ${JSON.stringify(outcome.body).slice(0, 160)}`;
  }
  let url: string;
  if (route.storedUrl) {
    url = await route.storedUrl(outcome.body, cookie);
  } else {
    const row = await stack
      .db('executions')
      .where({ id: outcome.body.executionId as string })
      .first();
    url = `/files/${row.input_file_key as string}`;
  }
  const response = await fetch(`${stack.apiUrl}${url}`, { headers: { cookie } });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) return `serving it answered ${response.status}`;
  if (response.headers.get('x-content-type-options') !== 'nosniff') return 'served without nosniff';
  const meta = await sharp(bytes).metadata();
  if (
    meta.format !== expected.format ||
    response.headers.get('content-type') !== `image/${expected.format}` ||
    meta.width !== expected.width ||
    meta.height !== expected.height ||
    (meta.orientation ?? 1) !== 1
  ) {
    return `stored as ${meta.format} ${meta.width}×${meta.height} (orientation ${meta.orientation ?? 'none'}, served as ${response.headers.get('content-type')}), ${expected.format} ${expected.width}×${expected.height} expected`;
  }
  const kept = (expected.mustNotContain ?? []).filter((s) => bytes.includes(Buffer.from(s)));
  if (kept.length > 0) return `the stored file still holds ${kept.join(', ')}`;
  // A thumbnail of it, as the gallery asks: made from the stored file, within the memory bound.
  const thumbnail = await fetch(`${stack.apiUrl}${url}?width=320&format=webp`, {
    headers: { cookie },
  });
  if (thumbnail.status !== 200) return `its thumbnail answered ${thumbnail.status}`;
  const thumbMeta = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
  if (thumbMeta.width !== Math.min(320, expected.width)) {
    return `its thumbnail is ${thumbMeta.width} wide`;
  }
  return undefined;
}

async function countRows(
  db: Awaited<ReturnType<typeof startBenchStack>>['db'],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await db(table).count();
    counts[table] = Number((row as { count: string }).count);
  }
  return counts;
}

/** Files in the store (one directory per shard of keys). */
async function countFiles(dir: string): Promise<number> {
  const shards = await readdir(dir).catch(() => [] as string[]);
  const nested = await Promise.all(
    shards.map((s) => readdir(`${dir}/${s}`).catch(() => [] as string[])),
  );
  return nested.flat().length;
}
