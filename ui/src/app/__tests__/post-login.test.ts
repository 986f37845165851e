import {
  PENDING_CONTENT_KEY,
  savePendingContent,
} from '@/features/create-content/lib/pending-content';
import {
  PENDING_DEMO_KEY,
  PENDING_DEMO_TTL_MS,
  savePendingDemo,
} from '@/features/demo/lib/pending-demo';
import { takePostLoginPath } from '@/app/post-login';

const demo = { image: 'data:image/png;base64,AAAA', workflow: 'Flat Lay' };

describe('post-login routing', () => {
  it('runs a pending demo first, and leaves it stored for the demo modal', () => {
    savePendingDemo(demo);
    savePendingContent('flat-lay');

    expect(takePostLoginPath()).toBe('/content?demo=1');
    expect(localStorage.getItem(PENDING_DEMO_KEY)).not.toBeNull();
    // The pending content waits for a later login.
    expect(localStorage.getItem(PENDING_CONTENT_KEY)).not.toBeNull();
  });

  it('skips an expired demo (and deletes it) in favour of pending content', () => {
    savePendingDemo(demo, 0);
    savePendingContent('water splash');

    expect(takePostLoginPath(PENDING_DEMO_TTL_MS + 1)).toBe(
      '/create-content?from=home&style=water+splash',
    );
    expect(localStorage.getItem(PENDING_DEMO_KEY)).toBeNull();
    expect(localStorage.getItem(PENDING_CONTENT_KEY)).toBeNull();
  });

  it('goes to /content when nothing is pending', () => {
    expect(takePostLoginPath()).toBe('/content');
  });
});
