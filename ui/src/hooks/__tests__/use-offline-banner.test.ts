import { renderHook } from '@testing-library/react';

import { useOfflineBanner } from '@/hooks/use-offline-banner';

describe('useOfflineBanner', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the banner when the connection dropped between the first render and the listeners', () => {
    // Online while the component first renders, offline by the time its effect subscribes: the
    // 'offline' event fired while nobody listened.
    const onLine = jest
      .spyOn(window.navigator, 'onLine', 'get')
      .mockReturnValueOnce(true)
      .mockReturnValue(false);

    const { result } = renderHook(() => useOfflineBanner());

    expect(onLine).toHaveBeenCalled();
    expect(result.current).toBe(true);
  });

  it('stays hidden while online', () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);

    const { result } = renderHook(() => useOfflineBanner());

    expect(result.current).toBe(false);
  });
});
