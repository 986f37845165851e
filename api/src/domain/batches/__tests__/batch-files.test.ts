import { batchFiles, safeName } from '../batch-files';
import { type BatchRun } from '../batch-runs';

const key = (n: number, ext = 'png') => `${String(n).repeat(64).slice(0, 64)}.${ext}`;

function run(productName: string | null, images: BatchRun['images'], status = 'succeeded') {
  return {
    executionId: 'run',
    productId: 'product',
    productName,
    inputFileKey: key(0),
    status,
    error: null,
    finishedAt: new Date('2026-11-26T12:00:00Z'),
    contentIds: [],
    images,
  } as BatchRun;
}

it('names the snap’s image after its product and each social format after both, uniquely', () => {
  const files = batchFiles([
    run('Mug', [
      { fileKey: key(1), format: null },
      { fileKey: key(2), format: 'square' },
      { fileKey: key(3, 'jpg'), format: 'story' },
    ]),
    run('mug', [{ fileKey: key(4), format: null }]),
    run('Lamp', [{ fileKey: key(5), format: null }], 'failed'),
    run(null, [{ fileKey: key(6, 'webp'), format: null }]),
  ]);
  expect(files.map((f) => f.name)).toEqual([
    'Mug.png',
    'Mug-square.png',
    'Mug-story.jpg',
    // Unique without case, as macOS and Windows compare names.
    'mug-2.png',
    'Deleted product.webp',
  ]);
  expect(files[0]).toEqual({
    name: 'Mug.png',
    fileKey: key(1),
    date: new Date('2026-11-26T12:00:00Z'),
  });
});

it.each([
  ['../../etc/passwd', '-..-etc-passwd'],
  ['a/b\\c:d*e?f"g<h>i|j', 'a-b-c-d-e-f-g-h-i-j'],
  ['  tabs\tand\nlines  ', 'tabs and lines'],
  ['...hidden', 'hidden'],
  ['ends with dots...', 'ends with dots'],
  ['CON', 'CON-'],
  ['', 'product'],
  ['///', '-'],
  ['🧴'.repeat(100), '🧴'.repeat(80)],
])('makes %j a safe file name', (name, safe) => {
  expect(safeName(name)).toBe(safe);
});
