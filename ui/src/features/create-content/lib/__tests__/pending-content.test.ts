import {
  PENDING_CONTENT_KEY,
  savePendingContent,
  takePendingContentStyle,
} from '@/features/create-content/lib/pending-content';

describe('pending content', () => {
  it('hands the stored style over once', () => {
    savePendingContent('flat-lay');

    expect(takePendingContentStyle()).toBe('flat-lay');
    expect(localStorage.getItem(PENDING_CONTENT_KEY)).toBeNull();
    expect(takePendingContentStyle()).toBeNull();
  });

  it.each(['{broken', '{}', JSON.stringify({ style: '  ' })])(
    'drops an unusable item (%s)',
    (raw) => {
      localStorage.setItem(PENDING_CONTENT_KEY, raw);

      expect(takePendingContentStyle()).toBeNull();
      expect(localStorage.getItem(PENDING_CONTENT_KEY)).toBeNull();
    },
  );
});
