import {
  PENDING_UPLOAD_KEY,
  PENDING_UPLOAD_TTL_MS,
  readPendingUpload,
  savePendingUpload,
} from '@/features/create-content/lib/pending-upload';

const IMAGE = 'data:image/png;base64,iVBORw0KGgo=';

describe('the waiting photo', () => {
  it('is read as often as asked until it lapses an hour after the hand-over', () => {
    savePendingUpload({ image: IMAGE, style: 'flat-lay' }, 1_000);

    expect(readPendingUpload(1_000 + PENDING_UPLOAD_TTL_MS - 1)).toEqual({
      image: IMAGE,
      style: 'flat-lay',
      timestamp: 1_000,
    });
    expect(readPendingUpload(1_000 + PENDING_UPLOAD_TTL_MS - 1)).not.toBeNull();
    expect(readPendingUpload(1_000 + PENDING_UPLOAD_TTL_MS)).toBeNull();
    expect(localStorage.getItem(PENDING_UPLOAD_KEY)).toBeNull();
  });

  it.each([
    '{broken',
    JSON.stringify({ image: IMAGE, timestamp: 1 }),
    JSON.stringify({ image: 'https://elsewhere.example/p.png', style: 'flat-lay', timestamp: 1 }),
    JSON.stringify({ image: IMAGE, style: 'flat-lay' }),
  ])('drops an unusable item (%s)', (raw) => {
    localStorage.setItem(PENDING_UPLOAD_KEY, raw);

    expect(readPendingUpload(2)).toBeNull();
    expect(localStorage.getItem(PENDING_UPLOAD_KEY)).toBeNull();
  });
});
