/**
 * Hashtags that suit any product photo, most useful first. Both caption writers finish with these
 * when the product's own tags are fewer than asked for; there are at least 30 (the most a caption
 * may ask for), so the requested count is always reached.
 */
export const GENERIC_HASHTAGS = [
  'newarrival',
  'smallbusiness',
  'instashop',
  'musthave',
  'shopnow',
  'onlineshopping',
  'supportsmallbusiness',
  'newin',
  'handpicked',
  'productdesign',
  'ecommerce',
  'brandstory',
  'shopthelook',
  'styleinspo',
  'giftguide',
  'independentbrand',
  'instagood',
  'photooftheday',
  'productshot',
  'stilllife',
  'commercialphotography',
  'detailshot',
  'designlovers',
  'limitededition',
  'shopindie',
  'makersgonnamake',
  'curated',
  'wishlist',
  'treatyourselftoday',
  'discoverunder100',
] as const;
