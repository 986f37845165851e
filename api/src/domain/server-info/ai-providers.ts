import { type AiCapability } from '../../contract/manager-server-info';

/**
 * The AI provider each capability uses, read from the same variables the worker reads
 * (`AI_PROVIDER` and the per-capability overrides, orchestrator/src/config.ts), for Server
 * Information. Only choices and model names: never a key or an address. A deployment gives its
 * API and its workers the same AI settings; a test in the orchestrator checks that this rule and
 * the worker's agree.
 */
export function describeAiProviders(env: NodeJS.ProcessEnv): AiCapability[] {
  const value = (name: string) => env[name]?.trim() || undefined;
  const cloud = value('AI_PROVIDER') === 'cloud';
  /** The first of `cloudProviders` is `AI_PROVIDER=cloud`'s choice; the others only by name. */
  const pick = (variable: string, cloudProviders: readonly [string, ...string[]]) => {
    const own = value(variable);
    if (own === undefined) return cloud ? cloudProviders[0] : 'local';
    return cloudProviders.includes(own) ? own : 'local';
  };
  const openai = (variable: string, modelVariable: string, defaultModel: string) => {
    const provider = pick(variable, ['openai']);
    return {
      provider,
      model: provider === 'openai' ? (value(modelVariable) ?? defaultModel) : 'built-in',
    };
  };

  const removal = value('AI_BACKGROUND_REMOVAL');
  const background =
    removal === 'replicate' || (removal === undefined && cloud)
      ? {
          provider: 'replicate',
          model: value('REPLICATE_BACKGROUND_MODEL') ?? 'bria/remove-background',
        }
      : removal === 'classic'
        ? { provider: 'local', model: 'classic flood fill' }
        : { provider: 'local', model: `isnet-${value('LOCAL_ML_MODEL') ?? 'quantised'}` };
  const scenesProvider = pick('AI_SCENES', ['replicate', 'openai']);
  const sceneModels: Record<string, string> = {
    replicate: value('REPLICATE_SCENE_MODEL') ?? 'black-forest-labs/flux-kontext-pro',
    openai: value('OPENAI_SCENE_MODEL') ?? 'gpt-image-1',
  };

  return [
    { capability: 'Background removal', ...background },
    {
      capability: 'Scenes',
      provider: scenesProvider,
      model: sceneModels[scenesProvider] ?? 'built-in',
    },
    { capability: 'Captions', ...openai('AI_CAPTIONS', 'OPENAI_CAPTION_MODEL', 'gpt-4.1-mini') },
    {
      capability: 'Moderation',
      ...openai('AI_MODERATION', 'OPENAI_MODERATION_MODEL', 'omni-moderation-latest'),
    },
    {
      capability: 'Product analysis',
      ...openai('AI_PRODUCT_ANALYSIS', 'OPENAI_PRODUCT_MODEL', 'gpt-4.1-mini'),
    },
    {
      capability: 'Text enhancement',
      ...openai('AI_TEXT_ENHANCEMENT', 'OPENAI_TEXT_MODEL', 'gpt-4.1-mini'),
    },
  ];
}
