import { announceContentGenerated, onContentGenerated } from '@/lib/content-generated';

describe('content generated event', () => {
  it('reaches every listener until it unsubscribes', () => {
    const first = jest.fn();
    const second = jest.fn();
    const stopFirst = onContentGenerated(first);
    const stopSecond = onContentGenerated(second);

    announceContentGenerated({ contentId: 'c1', contentUrls: ['/files/a.png'] });
    stopFirst();
    announceContentGenerated({ contentId: 'c2', contentUrls: [] });
    stopSecond();

    expect(first.mock.calls).toEqual([[{ contentId: 'c1', contentUrls: ['/files/a.png'] }]]);
    expect(second).toHaveBeenCalledTimes(2);
  });
});
