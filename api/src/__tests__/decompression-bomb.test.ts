import sharp from 'sharp';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { toDataUrl } from '@studio/infra/testing/test-images';
import { CSRF, type SignedIn } from '@studio/infra/testing/test-users';
import { registerVerified } from '@studio/infra/testing/verified-users';

const MB = 1024 * 1024;
let t: TestApp;
let creator: SignedIn;
let bomb: Buffer;

beforeAll(async () => {
  // The app runs in this process, so this process's memory is the API's.
  t = await startTestApp({ upload: { maxBytes: 2 * MB, maxPixels: 20_000_000 } });
  creator = await registerVerified(t);
  // 196 megapixels of one colour: about 0.6 MB as a PNG, about 590 MB once decoded.
  bomb = await sharp({
    create: { width: 14_000, height: 14_000, channels: 3, background: '#f4f4f4' },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
});
afterAll(() => t.close());

it('refuses a 14000x14000 PNG with 413 at once, from its header, without decoding it', async () => {
  expect(bomb.length).toBeLessThan(2 * MB);
  const filesBefore = await t.storedFiles();

  // Resident memory sampled while the request runs: a decode would show, even if freed after.
  let peak = process.memoryUsage().rss;
  const baseline = peak;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 2);
  const started = performance.now();
  const response = await creator.agent
    .post('/api/products/analyze-images')
    .set(CSRF)
    .send({ images: [toDataUrl(bomb)], filenames: ['bomb.png'] });
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);

  expect(response.status).toBe(413);
  expect(response.body).toEqual({
    error: 'image_too_large',
    message: 'Images may be at most 20 megapixels.',
  });
  // Reading its header takes milliseconds; decoding and re-encoding it, about a second here.
  // libvips streams such a decode, so memory alone would not tell: time and the 413 do.
  expect(elapsed).toBeLessThan(750);
  expect(peak - baseline).toBeLessThan(100 * MB);
  expect(await t.storedFiles()).toEqual(filesBefore);
  expect(await t.database.db('file_uploads').where({ user_id: creator.user.id })).toEqual([]);
});
