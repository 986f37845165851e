import { type BenchStack } from '../bench/bench-stack';
import { ONE_PACKSHOT, ONE_SCENE } from '../bench/temporal-runs';
import { startSnap } from '../src/cluster/proxy-creators';
import { followExecution } from '../src/testing/follow-execution';
import { publishTestSnap } from '../src/testing/graph-runs';
import { productPhoto, toDataUrl } from '../src/testing/test-images';

/** How often one run is offered before the load gives up (the product never took it back). */
const START_ATTEMPTS = 10;
const RETRY_PAUSE_MS = 1000;

export interface SnapLoadOptions {
  apiUrl: string;
  creators: { cookie: string }[];
  /** The snaps to run, taken in turn. */
  snapIds: string[];
  image: string;
  runs: number;
  /** One run is offered every `everyMs`, however many are still running. */
  everyMs: number;
  /** Called as each run is accepted, with how many have been: where a scenario strikes. */
  onStarted?(count: number): void;
  /**
   * Resolves once the scenario's fault is over: a start refused (a 503) or a stream given up on
   * is tried again then, as a creator would, instead of being counted as the product's failure.
   */
  faultOver(): Promise<void>;
}

/**
 * Who runs what in a snap load on `stack`: `creatorCount` signed-in creators with 1,000 credits
 * each, two published snaps (a packshot and a scene: one image node, one AI node) and a photo.
 */
export async function snapLoadCast(stack: BenchStack, creatorCount: number) {
  const creators = await Promise.all(
    Array.from({ length: creatorCount }, () => stack.signedInCreator(1_000)),
  );
  return {
    apiUrl: stack.apiUrl,
    creators,
    userIds: creators.map((c) => c.userId),
    snapIds: [
      (await publishTestSnap(stack.db, ONE_PACKSHOT)).snap.id,
      (await publishTestSnap(stack.db, ONE_SCENE)).snap.id,
    ],
    image: toDataUrl(await productPhoto()),
  };
}

/**
 * `runs` snaps offered at a steady pace — creators keep clicking while a fault lasts, so some
 * starts meet it — each followed to its end through its event stream as the browser does.
 * Answers each accepted run's terminal status and every refused start's error.
 */
export async function runSnapLoad(
  options: SnapLoadOptions,
): Promise<{ runs: { executionId: string; status: string }[]; refused: string[] }> {
  const refused: string[] = [];
  let accepted = 0;
  const runs: Promise<{ executionId: string; status: string }>[] = [];
  for (let index = 0; index < options.runs; index++) {
    const creator = options.creators[index % options.creators.length]!;
    const run = (async () => {
      const executionId = await startUntilAccepted(options, creator.cookie, index, refused);
      options.onStarted?.(++accepted);
      return { executionId, ...(await followToEnd(options, creator.cookie, executionId)) };
    })();
    // Awaited below with the rest; until then a failure must not count as unhandled.
    run.catch(() => {});
    runs.push(run);
    // The pace of arrivals: the load is open, not waiting on the runs before.
    await new Promise((resolve) => setTimeout(resolve, options.everyMs));
  }
  return { runs: await Promise.all(runs), refused };
}

async function startUntilAccepted(
  options: SnapLoadOptions,
  cookie: string,
  index: number,
  refused: string[],
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startSnap(
        options.apiUrl,
        cookie,
        options.snapIds[index % options.snapIds.length]!,
        options.image,
      );
    } catch (error) {
      refused.push(String(error));
      if (attempt === START_ATTEMPTS) throw error;
      await options.faultOver();
      // A creator whose run was refused tries again a moment later, not in a tight loop.
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
    }
  }
}

/** Follows a run to its end; a stream given up on during the fault is followed again after it. */
async function followToEnd(options: SnapLoadOptions, cookie: string, executionId: string) {
  try {
    return { status: (await followExecution(options.apiUrl, cookie, executionId)).status };
  } catch {
    await options.faultOver();
    return { status: (await followExecution(options.apiUrl, cookie, executionId)).status };
  }
}
