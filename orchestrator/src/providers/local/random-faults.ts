import { setTimeout as sleep } from 'node:timers/promises';
import { ProviderError } from '../capabilities';
import { type FaultCapability, type FaultSwitch } from './fault-drills';

/**
 * `AI_FAULTS=transient:0.3,permanent:0.05,slow:0.1`: the shares of local scene and caption calls
 * that fail as a provider's outage would (retryable, so Temporal retries them), fail for good
 * (the run fails and is refunded, its error shown to the creator), or wait `slowMs` first. Off by
 * default and refused in production (config.ts), like the drill file; for the chaos suite.
 */
export interface RandomFaultSettings {
  transient: number;
  permanent: number;
  slow: number;
  /** How long a slow call waits before going on (AI_FAULTS_SLOW_MS, default 2 s). */
  slowMs: number;
}

const KINDS = ['transient', 'permanent', 'slow'] as const;

/** Parses `kind:share,…` (shares 0–1, adding up to at most 1); throws with what is wrong. */
export function parseRandomFaults(text: string, slowMs = 2000): RandomFaultSettings {
  const settings: RandomFaultSettings = { transient: 0, permanent: 0, slow: 0, slowMs };
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [kind, share] = part.split(':');
    const value = Number(share);
    if (!KINDS.includes(kind as (typeof KINDS)[number]) || !(value >= 0 && value <= 1)) {
      throw new Error(
        `"${part}" is not kind:share with a kind of ${KINDS.join(', ')} and a share from 0 to 1`,
      );
    }
    settings[kind as (typeof KINDS)[number]] = value;
  }
  if (settings.transient + settings.permanent + settings.slow > 1) {
    throw new Error('the shares add up to more than 1');
  }
  return settings;
}

/**
 * A fault switch that draws each call's fate: `random` is injectable (a seeded one in tests).
 * Permanent faults say so in their message, which the creator sees on the failed run.
 */
export class RandomFaults implements FaultSwitch {
  constructor(
    private readonly settings: RandomFaultSettings,
    private readonly random: () => number = Math.random,
  ) {}

  async check(capability: FaultCapability, _text: string, signal: AbortSignal): Promise<void> {
    const draw = this.random();
    const { transient, permanent, slow } = this.settings;
    if (draw < transient) {
      throw new ProviderError(
        `The ${capability} model is busy (injected fault).`,
        true,
        'http_503',
      );
    }
    if (draw < transient + permanent) {
      throw new ProviderError(
        `The ${capability} model refused this image (injected fault).`,
        false,
        'http_422',
      );
    }
    if (draw < transient + permanent + slow) {
      await sleep(this.settings.slowMs, undefined, { signal }).catch((error: unknown) => {
        signal.throwIfAborted();
        throw error;
      });
    }
  }
}

/** Both switches, the drill file's first. */
export function bothFaults(first: FaultSwitch, second: FaultSwitch): FaultSwitch {
  return {
    async check(capability, text, signal) {
      await first.check(capability, text, signal);
      await second.check(capability, text, signal);
    },
  };
}
