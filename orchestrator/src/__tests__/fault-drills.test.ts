import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { productPhoto } from '@studio/infra/testing/test-images';
import { FailureType } from '@studio/workflows/contract/failure-types';
import { toActivityFailure } from '../activities/activity-failures';
import { loadWorkerConfig } from '../config';
import { createProviders } from '../providers/create-providers';
import { ProviderError, type SceneStyle } from '../providers/capabilities';
import { FaultDrillFile } from '../providers/local/fault-drills';
import { LocalCaptionWriter } from '../providers/local/local-caption-writer';
import { LocalSceneGenerator } from '../providers/local/local-scene-generator';
import { notCancelled } from './provider-calls';

const BASE_ENV = { DATABASE_URL: 'postgres://localhost/test' };
const SIZE = 96;

describe('fault drills (AI_FAULTS_FILE)', () => {
  let dir: string;
  let file: string;
  let image: Buffer;
  let warnings: string[];
  let scenes: LocalSceneGenerator;
  let captions: LocalCaptionWriter;

  /** Written whole and renamed into place, as a drill should: the worker never reads half a file. */
  async function writeDrill(content: string): Promise<void> {
    const draft = `${file}.draft`;
    await writeFile(draft, content);
    await rename(draft, file);
  }
  const outages = (...entries: object[]) => writeDrill(JSON.stringify({ outages: entries }));
  const prompt = (text: string): SceneStyle => ({ kind: 'prompt', prompt: text });
  const scene = (style: SceneStyle) =>
    scenes.generateScene({ image, style, size: SIZE }, notCancelled);
  const caption = (context?: string) =>
    captions.writeCaption({ image, tone: 'friendly', hashtags: 2, context }, notCancelled);

  beforeAll(async () => {
    image = await productPhoto({ width: 160, height: 120 });
  });

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'studio-faults-'));
    file = path.join(dir, 'faults.json');
    warnings = [];
    const faults = new FaultDrillFile(file, (message) => warnings.push(message));
    // The classic remover (the constructors' default): no model to load.
    scenes = new LocalSceneGenerator(undefined, faults);
    captions = new LocalCaptionWriter(undefined, faults);
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('fails the matching scene calls with a retryable ProviderError, and only those', async () => {
    await outages({ capability: 'scenes', match: 'drill-7f3a' });

    const failure = await scene(prompt('a sunny beach, drill-7f3a')).catch((error) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure).toMatchObject({
      message: 'The local scenes model is unavailable (fault drill).',
      retryable: true,
      code: 'http_503',
    });
    // What the activity reports: a provider error Temporal's retry policy tries again.
    expect(toActivityFailure(failure)).toMatchObject({
      type: FailureType.ProviderError,
      nonRetryable: false,
    });

    await expect(scene(prompt('a sunny beach'))).resolves.toMatchObject({ provider: 'local' });
    // A style without a prompt has no text to match.
    await expect(scene({ kind: 'flat-lay', surface: 'linen' })).resolves.toMatchObject({
      provider: 'local',
    });
    // Captions are another capability: untouched by a scenes outage.
    await expect(caption('drill-7f3a')).resolves.toMatchObject({ provider: 'local' });
  });

  it('ends the outage when the entry is removed, without a new provider or worker', async () => {
    const style = prompt('festive table drill-end');
    await outages({ capability: 'scenes', match: 'drill-end' });
    await expect(scene(style)).rejects.toBeInstanceOf(ProviderError);

    await outages();
    await expect(scene(style)).resolves.toMatchObject({ provider: 'local' });

    await outages({ capability: 'scenes', match: 'drill-end' });
    await expect(scene(style)).rejects.toThrow('unavailable (fault drill)');
    await rm(file);
    await expect(scene(style)).resolves.toMatchObject({ provider: 'local' });
  });

  it('fails caption calls by their context, with the message the file gives', async () => {
    await outages({ capability: 'captions', match: 'Drill Mug', message: 'Captions are down.' });
    await expect(caption('The Drill Mug, in red')).rejects.toMatchObject({
      name: 'ProviderError',
      message: 'Captions are down.',
      retryable: true,
    });
    await expect(caption('Another mug')).resolves.toMatchObject({ provider: 'local' });
    await expect(caption()).resolves.toMatchObject({ provider: 'local' });
    // Without `match` every call of the capability fails, with the default message.
    await outages({ capability: 'captions' });
    await expect(caption()).rejects.toThrow(
      'The local captions model is unavailable (fault drill).',
    );
  });

  it('holds a slow outage’s calls, then goes on; a cancelled call ends at once', async () => {
    await outages({ capability: 'scenes', match: 'drill-slow', delayMs: 300 });
    const started = performance.now();
    await expect(scene(prompt('a quiet shelf drill-slow'))).resolves.toMatchObject({
      provider: 'local',
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);

    // Held for ten minutes, but the run is cancelled: the call ends with the cancellation.
    await outages({ capability: 'scenes', match: 'drill-slow', delayMs: 600_000 });
    const controller = new AbortController();
    const held = scenes.generateScene(
      { image, style: prompt('a quiet shelf drill-slow'), size: SIZE },
      { signal: controller.signal },
    );
    controller.abort(new Error('cancelled by the operator'));
    await expect(held).rejects.toThrow('cancelled by the operator');
  });

  it('injects no faults without a file, or with one that does not parse (logged once)', async () => {
    await expect(scene(prompt('no file'))).resolves.toMatchObject({ provider: 'local' });
    expect(warnings).toEqual([]);

    await writeDrill('{"outages": [{"capability": "scenes"');
    await expect(scene(prompt('broken file'))).resolves.toMatchObject({ provider: 'local' });
    await expect(caption('broken file')).resolves.toMatchObject({ provider: 'local' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`The fault drill file ${file} is not JSON`);

    await writeDrill('{"outages": [{"capability": "moderation"}]}');
    await expect(scene(prompt('wrong shape'))).resolves.toMatchObject({ provider: 'local' });
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toContain('outages.0.capability');
  });

  it('is wired by createProviders from the configuration', async () => {
    const { ai } = loadWorkerConfig({
      ...BASE_ENV,
      AI_BACKGROUND_REMOVAL: 'classic',
      AI_FAULTS_FILE: file,
    });
    expect(ai.faultsFile).toBe(file);
    const providers = createProviders(ai);
    await outages({ capability: 'scenes', match: 'wired' }, { capability: 'captions' });
    await expect(
      providers.sceneGenerator.generateScene(
        { image, style: prompt('wired up'), size: SIZE },
        notCancelled,
      ),
    ).rejects.toMatchObject({ retryable: true });
    await expect(
      providers.captionWriter.writeCaption(
        { image, tone: 'minimal', hashtags: 0, context: 'anything' },
        notCancelled,
      ),
    ).rejects.toBeInstanceOf(ProviderError);
  });
});

describe('AI_FAULTS_FILE (the worker configuration)', () => {
  it('is off unless set', () => {
    expect(loadWorkerConfig(BASE_ENV).ai.faultsFile).toBeUndefined();
    expect(loadWorkerConfig({ ...BASE_ENV, AI_FAULTS_FILE: '' }).ai.faultsFile).toBeUndefined();
  });

  it('is read as an absolute path', () => {
    expect(
      loadWorkerConfig({ ...BASE_ENV, AI_FAULTS_FILE: 'data/faults.json' }).ai.faultsFile,
    ).toBe(path.resolve('data/faults.json'));
  });

  it('is refused when NODE_ENV=production: fault injection never reaches production', () => {
    expect(() =>
      loadWorkerConfig({ ...BASE_ENV, NODE_ENV: 'production', AI_FAULTS_FILE: '/tmp/faults.json' }),
    ).toThrow(
      'AI_FAULTS_FILE: injects provider outages for fault drills and must never be set when NODE_ENV=production',
    );
    expect(loadWorkerConfig({ ...BASE_ENV, NODE_ENV: 'production' }).ai.faultsFile).toBeUndefined();
  });
});
