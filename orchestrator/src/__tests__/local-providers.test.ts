import sharp from 'sharp';
import { productPhoto } from '@studio/infra/testing/test-images';
import { createLocalProviders } from '../providers/local/local-providers';
import { notCancelled } from './provider-calls';

describe('createLocalProviders', () => {
  const providers = createLocalProviders();

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
      expect(result.model).toMatch(/^local-[a-z-]+-v1$/);
    }
    expect(new Set(results.map((r) => r.model)).size).toBe(4);
  });

  it('removes backgrounds as a cut-out PNG', async () => {
    const { image, model } = await providers.backgroundRemover.removeBackground(
      await productPhoto(),
      notCancelled,
    );
    expect(model).toBe('local-flood-fill-v1');
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
