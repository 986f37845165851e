import sharp from 'sharp';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { registerAndSignIn, type SignedIn } from '@studio/infra/testing/test-users';
import { saveImage } from '../domain/storage/stored-files';

let t: TestApp;
let creator: SignedIn;
let stranger: SignedIn;
let key: string;
let original: Buffer;

/** A 1600 × 1200 photo-like PNG (a gradient with a product-coloured block): 1-2 MB as stored. */
async function bigPhoto(): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const inBlock = x > 500 && x < 1100 && y > 300 && y < 900;
      pixels[i] = inBlock ? 200 : (x * 7 + y * 3) % 256;
      pixels[i + 1] = inBlock ? 50 : (x * 3 + y * 5) % 256;
      pixels[i + 2] = inBlock ? 40 : (x + y * 11) % 256;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

beforeAll(async () => {
  t = await startTestApp();
  creator = await registerAndSignIn(t.app);
  stranger = await registerAndSignIn(t.app);
  original = await bigPhoto();
  key = await t.database.db.transaction(async (trx) => {
    const saved = await saveImage(trx, t.deps.store, {
      bytes: original,
      extension: 'png',
      width: 1600,
      height: 1200,
    });
    const [row] = await trx('content')
      .insert({ user_id: creator.user.id, name: 'Big photo', type: 'static_image' })
      .returning('id');
    await trx('content_images').insert({ content_id: row.id, position: 0, file_key: saved });
    return saved;
  });
});
afterAll(() => t.close());

describe('GET /files/:key?width=&format=', () => {
  it('serves the image resized to the width asked, as WebP, a fraction of the original, kept for good', async () => {
    const response = await creator.agent.get(`/files/${key}?width=320&format=webp`).expect(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const meta = await sharp(response.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 240]);
    expect((response.body as Buffer).length * 20).toBeLessThan(original.length);
  });

  it('serves AVIF when asked, and WebP when only a width is given', async () => {
    const avif = await creator.agent.get(`/files/${key}?width=160&format=avif`).expect(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect((await sharp(avif.body as Buffer).metadata()).width).toBe(160);
    const plain = await creator.agent.get(`/files/${key}?width=640`).expect(200);
    expect(plain.headers['content-type']).toBe('image/webp');
    expect((await sharp(plain.body as Buffer).metadata()).width).toBe(640);
  });

  it('never enlarges: a width past the original gives the original size', async () => {
    const small = await t.database.db.transaction((trx) =>
      sharp({ create: { width: 100, height: 50, channels: 3, background: '#3060c0' } })
        .png()
        .toBuffer()
        .then((bytes) =>
          saveImage(trx, t.deps.store, { bytes, extension: 'png', width: 100, height: 50 }),
        ),
    );
    await t.database.db('content_images').insert({
      content_id: (await t.database.db('content').where({ user_id: creator.user.id }).first()).id,
      position: 1,
      file_key: small,
    });
    const response = await creator.agent.get(`/files/${small}?width=1280`).expect(200);
    expect((await sharp(response.body as Buffer).metadata()).width).toBe(100);
  });

  it('serves the original without a query, as before', async () => {
    const response = await creator.agent.get(`/files/${key}`).expect(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(response.body as Buffer, original)).toBe(0);
  });

  it.each([
    ['width=300', 'a width off the ladder'],
    ['width=320&format=gif', 'a format it does not make'],
    ['width=abc', 'a width that is not a number'],
    ['format=png', 'a format of the original'],
  ])('refuses %s (%s) with 400 invalid_image_variant', async (query) => {
    const response = await creator.agent.get(`/files/${key}?${query}`).expect(400);
    expect(response.body).toEqual({
      error: 'invalid_image_variant',
      message: 'Ask for a width of 160, 320, 480, 640, 960 or 1280 and a format of webp or avif.',
    });
  });

  it('answers someone else’s file with the same 404 as a missing one, variant or not', async () => {
    const theirs = await stranger.agent.get(`/files/${key}?width=320`).expect(404);
    const missing = await stranger.agent.get(`/files/${'0'.repeat(64)}.png?width=320`).expect(404);
    expect(theirs.body).toEqual(missing.body);
  });
});
