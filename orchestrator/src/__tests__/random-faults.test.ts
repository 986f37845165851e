import { productPhoto } from '@studio/infra/testing/test-images';
import { loadWorkerConfig } from '../config';
import { ProviderError } from '../providers/capabilities';
import { createProviders } from '../providers/create-providers';
import { RandomFaults, parseRandomFaults } from '../providers/local/random-faults';

const env = { DATABASE_URL: 'postgres://x/y', AI_BACKGROUND_REMOVAL: 'classic' };
const signal = () => new AbortController().signal;

describe('AI_FAULTS', () => {
  it('reads the shares of each kind of fault, and refuses what does not add up', () => {
    expect(parseRandomFaults('transient:0.3, permanent:0.05,slow:0.1')).toEqual({
      transient: 0.3,
      permanent: 0.05,
      slow: 0.1,
      slowMs: 2000,
    });
    expect(() => parseRandomFaults('flaky:0.3')).toThrow(/kind:share/);
    expect(() => parseRandomFaults('transient:1.5')).toThrow(/kind:share/);
    expect(() => parseRandomFaults('transient:0.6,permanent:0.6')).toThrow(/more than 1/);
  });

  it('is off by default, set by the worker’s environment, and refused in production', () => {
    expect(loadWorkerConfig(env).ai.randomFaults).toBeUndefined();
    expect(
      loadWorkerConfig({ ...env, AI_FAULTS: 'transient:0.2', AI_FAULTS_SLOW_MS: '50' }).ai
        .randomFaults,
    ).toEqual({ transient: 0.2, permanent: 0, slow: 0, slowMs: 50 });
    expect(() => loadWorkerConfig({ ...env, AI_FAULTS: 'gpu:1' })).toThrow(/AI_FAULTS/);
    expect(() =>
      loadWorkerConfig({ ...env, NODE_ENV: 'production', AI_FAULTS: 'transient:0.2' }),
    ).toThrow(/AI_FAULTS: injects provider faults/);
  });

  it('draws each call’s fate: retryable, permanent, slow or fine', async () => {
    const draws = [0.1, 0.32, 0.4, 0.9];
    const faults = new RandomFaults({ transient: 0.3, permanent: 0.05, slow: 0.1, slowMs: 1 }, () =>
      draws.shift()!,
    );
    const transient = await faults.check('scenes', '', signal()).catch((e: ProviderError) => e);
    expect(transient).toMatchObject({ retryable: true, code: 'http_503' });
    const permanent = await faults.check('scenes', '', signal()).catch((e: ProviderError) => e);
    expect(permanent).toMatchObject({
      retryable: false,
      message: expect.stringMatching(/refused/),
    });
    await expect(faults.check('captions', '', signal())).resolves.toBeUndefined(); // slow
    await expect(faults.check('captions', '', signal())).resolves.toBeUndefined(); // fine
  });

  it('lets a cancelled run’s slow call end at once', async () => {
    const faults = new RandomFaults({ transient: 0, permanent: 0, slow: 1, slowMs: 600_000 });
    const cancel = new AbortController();
    const held = faults.check('scenes', '', cancel.signal);
    cancel.abort(new Error('cancelled by the creator'));
    await expect(held).rejects.toThrow('cancelled by the creator');
  });

  it('reaches the local scenes the worker runs', async () => {
    const providers = createProviders(loadWorkerConfig({ ...env, AI_FAULTS: 'transient:1' }).ai);
    const failure = await providers.sceneGenerator
      .generateScene(
        { image: await productPhoto(), style: { kind: 'flat-lay', surface: 'marble' }, size: 64 },
        { signal: signal() },
      )
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure).toMatchObject({ retryable: true });
  });
});
