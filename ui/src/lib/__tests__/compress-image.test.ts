import imageCompression from 'browser-image-compression';

import { compressImage, formatBytes, uploadableDataUrl } from '@/lib/compress-image';
import { toast } from '@/lib/toast';

jest.mock('browser-image-compression', () => ({
  __esModule: true,
  default: Object.assign(jest.fn(), { drawFileInCanvas: jest.fn(), canvasToFile: jest.fn() }),
}));
jest.mock('@/lib/toast', () => ({ toast: jest.fn() }));
const library = jest.mocked(imageCompression);

const MB = 1024 * 1024;
const file = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size)], name, { type });

beforeEach(() => {
  jest.mocked(toast).mockReset();
  library.mockReset();
  library.drawFileInCanvas.mockReset().mockResolvedValue([{}, {}] as never);
  library.canvasToFile.mockReset();
});

describe('compressImage', () => {
  it('leaves an image of 10 MB or less as it is', async () => {
    const image = file('small.jpg', 'image/jpeg', 10 * MB);
    expect(await compressImage(image)).toEqual({ file: image });
    expect(library.drawFileInCanvas).not.toHaveBeenCalled();
    expect(library).not.toHaveBeenCalled();
  });

  it('lowers a JPEG quality step by step until it is under 10 MB', async () => {
    const sizes: Record<number, number> = { 0.9: 13 * MB, 0.8: 11 * MB, 0.7: 9 * MB };
    library.canvasToFile.mockImplementation(async (_c, type, name, _m, quality) =>
      file(name, type, sizes[quality!] ?? MB),
    );
    const result = await compressImage(file('photo.jpg', 'image/jpeg', 14 * MB));

    expect(result.compression).toEqual({ before: 14 * MB, after: 9 * MB, quality: 0.7 });
    expect(result.file).toMatchObject({ name: 'photo.jpg', type: 'image/jpeg', size: 9 * MB });
    expect(library).not.toHaveBeenCalled();
  });

  it('scales a PNG down (lossless, quality 1) with the library, on the main thread', async () => {
    library.mockResolvedValue(file('shot.png', 'image/png', 9.5 * MB));
    const result = await compressImage(file('shot.png', 'image/png', 12 * MB));

    expect(library).toHaveBeenCalledWith(expect.any(File), {
      maxSizeMB: 10,
      initialQuality: 1,
      useWebWorker: false,
    });
    expect(result.compression).toEqual({ before: 12 * MB, after: 9.5 * MB, quality: 1 });
  });

  it('scales a JPEG down too when even the lowest quality is too large', async () => {
    library.canvasToFile.mockImplementation(async (_c, type, name) => file(name, type, 11 * MB));
    // A Blob of jsdom's own (a slice of one of its Files): jsdom's File takes no other kind, and the
    // test environment's global Blob is Node's (jest-fixed-jsdom), as a browser's would be its own.
    const blob = file('x', 'image/jpeg', 8 * MB).slice(0, 8 * MB, 'image/jpeg');
    library.mockResolvedValue(blob as File);
    const result = await compressImage(file('huge.jpg', 'image/jpeg', 30 * MB));

    expect(library.canvasToFile).toHaveBeenCalledTimes(5);
    expect(library.mock.calls[0]?.[1]).toMatchObject({ initialQuality: 0.5 });
    // A Blob back from the library becomes a File of the original name again.
    expect(result.file).toBeInstanceOf(File);
    expect(result.file.name).toBe('huge.jpg');
    expect(result.compression).toEqual({ before: 30 * MB, after: 8 * MB, quality: 0.5 });
  });
});

describe('formatBytes', () => {
  it('shows MB with one decimal, KB whole, and bytes', () => {
    expect(formatBytes(14.25 * MB)).toBe('14.3 MB');
    expect(formatBytes(820 * 1024)).toBe('820 KB');
    expect(formatBytes(512)).toBe('512 B');
  });
});

describe('uploadableDataUrl', () => {
  it('sends a small image as it is, without a toast', async () => {
    expect(await uploadableDataUrl(file('small.png', 'image/png', 4))).toBe(
      'data:image/png;base64,AAAAAA==',
    );
    expect(toast).not.toHaveBeenCalled();
  });

  it('compresses an image over 10 MB and says so with the old and new size and the quality', async () => {
    library.canvasToFile.mockImplementation(async (_c, type, name) => file(name, type, 3));
    const dataUrl = await uploadableDataUrl(file('photo.jpg', 'image/jpeg', 14 * MB));

    expect(dataUrl).toBe('data:image/jpeg;base64,AAAA');
    expect(toast).toHaveBeenCalledWith({
      title: 'Image compressed',
      description: 'photo.jpg: 14.0 MB → 3 B (quality 90%)',
    });
  });
});
