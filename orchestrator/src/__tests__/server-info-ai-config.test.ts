import { describeAiProviders } from '@studio/api/domain/server-info/ai-providers';
import { loadWorkerConfig } from '../config';

const BASE_ENV = {
  DATABASE_URL: 'postgres://localhost/test',
  REPLICATE_API_TOKEN: 'r8_test',
  OPENAI_API_KEY: 'sk-test',
};

/** The worker's choice per capability, as Server Information names the capabilities. */
function workerChoices(env: NodeJS.ProcessEnv) {
  const { ai } = loadWorkerConfig({ ...BASE_ENV, ...env });
  return {
    'Background removal': ai.backgroundRemoval === 'replicate' ? 'replicate' : 'local',
    Scenes: ai.scenes,
    Captions: ai.captions,
    Moderation: ai.moderation,
    'Product analysis': ai.productAnalysis,
    'Text enhancement': ai.textEnhancement,
  };
}

// The API reports the providers from the same variables the worker reads; the two rules must
// agree, or Server Information would name a provider the worker does not use.
describe('Server Information names the providers the worker uses', () => {
  it.each([
    {},
    { AI_PROVIDER: 'cloud' },
    { AI_PROVIDER: 'cloud', AI_CAPTIONS: 'local', AI_BACKGROUND_REMOVAL: 'classic' },
    { AI_SCENES: 'replicate', AI_MODERATION: 'openai', AI_BACKGROUND_REMOVAL: 'local' },
    { AI_PROVIDER: 'local', AI_TEXT_ENHANCEMENT: 'openai', AI_PRODUCT_ANALYSIS: '' },
    { AI_PROVIDER: 'cloud', AI_SCENES: 'local', AI_BACKGROUND_REMOVAL: 'local-ml' },
    { AI_SCENES: 'openai' },
    { AI_PROVIDER: 'cloud', AI_SCENES: 'openai' },
  ])('with %j', (env) => {
    const reported = Object.fromEntries(
      describeAiProviders({ ...BASE_ENV, ...env }).map((c) => [c.capability, c.provider]),
    );
    expect(reported).toEqual(workerChoices(env));
  });
});
