import { test } from '@playwright/test';

import { creatorPagesHaveNoViolations } from './support/creator-with-everything';

/**
 * axe-core over the routes of the spec's section 2 where a creator finds content, at a desktop and
 * a phone width (support/axe.ts): no violation of any rule axe runs, plus the experimental label-
 * in-name rule (WCAG 2.5.3) that the product walk found broken. The accessibility specs are seven
 * files (visitor, creator's content, creator's products and batches, creator's account, the
 * manager panel's lists and its tools, workflows), so that the two browser workers share them and
 * each stays within the budget.
 */

test.describe('as a creator', () => {
  creatorPagesHaveNoViolations([
    ['/content', () => '/content'],
    ['/content/{id}', (ids) => `/content/${ids.image}`],
    ['/content/static_image/{id}', (ids) => `/content/static_image/${ids.image}`],
    ['/content/story/{id}', (ids) => `/content/story/${ids.story}`],
    ['/content/carousel/{id}', (ids) => `/content/carousel/${ids.carousel}`],
    ['/content/video/{id}', (ids) => `/content/video/${ids.video}`],
    [
      '/content/static_image/{id} of several images',
      (ids) => `/content/static_image/${ids.gallery}`,
    ],
  ]);
});
