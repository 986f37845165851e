/** When each stage of `npm test` ran, measured from the start of the run. */
export interface StageTime {
  name: string;
  startSeconds: number;
  seconds: number;
}

/** Times the stages of one run; stages may overlap (they run side by side where they can). */
export class StageClock {
  readonly stages: StageTime[] = [];

  private constructor(private readonly started: number) {}

  /**
   * A clock started when `npm test` was typed: infra/bootstrap.mjs passes on when it started and
   * how long installing the dependencies took, which becomes the first stage.
   */
  static sinceBootstrap(env: NodeJS.ProcessEnv = process.env): StageClock {
    const startedAt = Number(env.SNAPSHOT_STUDIO_STARTED_AT);
    const installMs = Number(env.SNAPSHOT_STUDIO_INSTALL_MS);
    if (!Number.isFinite(startedAt)) return new StageClock(performance.now());
    const clock = new StageClock(performance.now() - (Date.now() - startedAt));
    if (installMs > 0) {
      clock.stages.push({
        name: 'install dependencies',
        startSeconds: 0,
        seconds: installMs / 1000,
      });
    }
    return clock;
  }

  async time<T>(name: string, work: () => Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await work();
    } finally {
      this.stages.push({
        name,
        startSeconds: (start - this.started) / 1000,
        seconds: (performance.now() - start) / 1000,
      });
    }
  }

  elapsedSeconds(): number {
    return (performance.now() - this.started) / 1000;
  }
}
