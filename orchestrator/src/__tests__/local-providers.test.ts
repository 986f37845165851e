import sharp from 'sharp';
import { productPhoto } from '@studio/infra/testing/test-images';
import { createLocalProviders } from '../providers/local/local-providers';
import { LocalMlBackgroundRemover } from '../providers/local/local-ml-background-remover';
import { notCancelled } from './provider-calls';

describe('createLocalProviders', () => {
  // The classic remover here: the default (local-ml) has its own tests, and takes seconds a cut.
  const providers = createLocalProviders({ backgroundRemoval: 'classic' });

  it('removes backgrounds with the ISNet model by default, as the worker does', () => {
    const remover = createLocalProviders().backgroundRemover;
    expect(remover).toBeInstanceOf(LocalMlBackgroundRemover);
    expect((remover as LocalMlBackgroundRemover).model).toBe('isnet-quantised');
  });

  it('provides every capability, each saying it is the local model', async () => {
    const photo = await productPhoto({ width: 160, height: 120 });
    const results = [
      await providers.backgroundRemover.removeBackground(photo, notCancelled),
      await providers.sceneGenerator.generateScene(
        {
          image: photo,
          style: { kind: 'flat-lay', surface: 'linen' },
          size: 96,
        },
        notCancelled,
      ),
      await providers.captionWriter.writeCaption(
        { image: photo, tone: 'friendly', hashtags: 2 },
        notCancelled,
      ),
      await providers.moderator.moderate(photo, notCancelled),
    ];
    for (const result of results) {
      expect(result.provider).toBe('local');
      expect(result.model).toMatch(/^(local|classic)-[a-z-]+-v\d$/);
    }
    expect(new Set(results.map((r) => r.model)).size).toBe(4);
  });

  it('removes backgrounds as a cut-out PNG', async () => {
    const { image, model } = await providers.backgroundRemover.removeBackground(
      await productPhoto(),
      notCancelled,
    );
    expect(model).toBe('classic-flood-fill-v2');
    const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    expect(data[3]).toBe(0);
    expect(data[(150 * info.width + 200) * 4 + 3]).toBe(255);
  });

  it('reports an undecodable image as a non-retryable provider error', async () => {
    await expect(
      providers.backgroundRemover.removeBackground(Buffer.from('nope'), notCancelled),
    ).rejects.toMatchObject({ name: 'ProviderError', retryable: false, code: 'invalid_image' });
  });
});
