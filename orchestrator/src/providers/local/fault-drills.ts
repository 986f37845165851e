import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { ProviderError } from '../capabilities';

/** The local capabilities a fault drill can take down. */
export type FaultCapability = 'scenes' | 'captions';

/**
 * Asked by a local provider before each call does any work: throws when a rehearsed provider
 * outage covers the call, or holds the call first when the outage is a slow one. `text` is what
 * an outage's `match` is looked for in (a scene's prompt, a caption's context); `signal` is the
 * call's, so a cancelled run's held call ends at once. Injected, so the providers never read the
 * environment themselves.
 */
export interface FaultSwitch {
  check(capability: FaultCapability, text: string, signal: AbortSignal): Promise<void>;
}

/** The switch of every worker that runs no drill (all of production). */
export const noFaults: FaultSwitch = { check: () => Promise.resolve() };

const drillFileSchema = z.object({
  outages: z.array(
    z.object({
      capability: z.enum(['scenes', 'captions']),
      /** Only calls whose text contains this fail, so parallel tests can share one worker. */
      match: z.string().optional(),
      message: z.string().optional(),
      /**
       * A slow provider instead of a failing one: the call waits this long, then goes on as usual
       * (an operator's drill of a run that stays running, to watch or cancel it).
       */
      delayMs: z.number().int().min(1).max(600_000).optional(),
    }),
  ),
});
type Outage = z.infer<typeof drillFileSchema>['outages'][number];

/**
 * The outages listed in a JSON file (`AI_FAULTS_FILE`, see the README's "Fault drills"), read
 * again at every call so a test or an operator can start and end an outage while the worker
 * runs. The file is a few bytes and a local call renders images, so no cache is worth its
 * staleness. No file means no outage; a file that cannot be read or parsed means no outage too
 * (a drill must never take the worker down), reported once until its content changes.
 */
export class FaultDrillFile implements FaultSwitch {
  /** The problem (and content) last reported, so a broken file is logged once, not at every call. */
  private reported: string | undefined;

  constructor(
    readonly file: string,
    private readonly warn: (message: string) => void = console.warn,
  ) {}

  async check(capability: FaultCapability, text: string, signal: AbortSignal): Promise<void> {
    const outage = (await this.outages()).find(
      (o) => o.capability === capability && (o.match === undefined || text.includes(o.match)),
    );
    if (!outage) return;
    if (outage.delayMs !== undefined) {
      // A cancelled run's call ends at once, with the signal's reason, as a real call's does.
      await sleep(outage.delayMs, undefined, { signal }).catch((error: unknown) => {
        signal.throwIfAborted();
        throw error;
      });
      return;
    }
    // Retryable, with a 503's code: Temporal retries it as it would a real provider's outage.
    throw new ProviderError(
      outage.message ?? `The local ${capability} model is unavailable (fault drill).`,
      true,
      'http_503',
    );
  }

  private async outages(): Promise<Outage[]> {
    let content: string;
    try {
      content = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return this.fine([]);
      return this.broken(`cannot be read (${(error as Error).message})`);
    }
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch (error) {
      return this.broken(`is not JSON (${(error as Error).message})`, content);
    }
    const parsed = drillFileSchema.safeParse(json);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
      return this.broken(`is not {"outages": [...]} (${problems.join('; ')})`, content);
    }
    return this.fine(parsed.data.outages);
  }

  private fine(outages: Outage[]): Outage[] {
    this.reported = undefined;
    return outages;
  }

  private broken(problem: string, content = ''): Outage[] {
    const key = `${problem}\n${content}`;
    if (key !== this.reported) {
      this.reported = key;
      this.warn(`The fault drill file ${this.file} ${problem}; no faults are injected.`);
    }
    return [];
  }
}
