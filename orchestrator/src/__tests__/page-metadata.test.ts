import { parsePageMetadata } from '../products/page-metadata';

const PAGE = 'https://shop.example/products/red-bag?ref=home';
const parse = (html: string, url = PAGE, contentType = 'text/html; charset=utf-8') =>
  parsePageMetadata(Buffer.from(html), url, contentType);
const jsonLd = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

describe('parsePageMetadata', () => {
  it('reads a JSON-LD Product inside an @graph, with images as a string, an array and ImageObjects', () => {
    const metadata = parse(`<html><head>
      <title>Red Bag | Shop Example</title>
      ${jsonLd({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebSite', name: 'Shop Example' },
          { '@type': 'ImageObject', '@id': '#img3', contentUrl: 'https://cdn.example/bag-3.jpg' },
          {
            '@type': ['Thing', 'https://schema.org/Product'],
            name: 'Red Bag',
            description: '<p>Roomy &amp; soft.</p><p>Fits a laptop.</p>',
            image: [
              '/img/bag-1.jpg',
              { '@type': 'ImageObject', url: 'bag-2.jpg' },
              { '@id': '#img3' },
            ],
            brand: { '@type': 'Brand', name: 'Acme' },
          },
        ],
      })}
    </head></html>`);
    expect(metadata).toEqual({
      name: 'Red Bag',
      title: 'Red Bag',
      description: 'Roomy & soft.\nFits a laptop.',
      brand: 'Acme',
      images: [
        'https://shop.example/img/bag-1.jpg',
        'https://shop.example/products/bag-2.jpg',
        'https://cdn.example/bag-3.jpg',
      ],
    });
  });

  it('finds a Product in a top-level array or nested in another node, whatever its prefix', () => {
    const inArray = parse(
      jsonLd([
        { '@type': 'BreadcrumbList' },
        { '@type': 'schema:Product', name: 'Array Mug', image: 'https://cdn.example/mug.png' },
      ]),
    );
    expect(inArray).toMatchObject({ name: 'Array Mug', images: ['https://cdn.example/mug.png'] });

    const nested = parse(
      jsonLd({
        '@type': 'ItemPage',
        mainEntity: { '@type': 'http://schema.org/Product', name: { '@value': 'Nested Lamp' } },
      }),
    );
    expect(nested.name).toBe('Nested Lamp');
  });

  it('skips JSON-LD blocks that are not JSON and prefers a Product that has a name', () => {
    const metadata = parse(`
      <script type="application/ld+json">{ this is not json, }</script>
      ${jsonLd({ '@type': 'Product', image: '/a.jpg' })}
      <script type="application/LD+JSON"><!-- {"@type": "Product", "name": "Named Vase"} --></script>`);
    expect(metadata.name).toBe('Named Vase');
  });

  it('falls back to OpenGraph and product tags, then Twitter cards', () => {
    const og = parse(`<head>
      <meta property="og:title" content="OG Chair">
      <meta property="og:description" content="A chair &amp; a half.">
      <meta property="og:image" content="//cdn.example/chair.jpg">
      <meta property="og:image:secure_url" content="https://cdn.example/chair.jpg">
      <meta property="product:brand" content="Sitwell">
      <meta name="twitter:image" content="/chair-2.jpg">
    </head>`);
    expect(og).toEqual({
      name: 'OG Chair',
      description: 'A chair & a half.',
      brand: 'Sitwell',
      title: undefined,
      images: ['https://cdn.example/chair.jpg', 'https://shop.example/chair-2.jpg'],
    });

    const withShop = parse(`<head>
      <meta property="og:site_name" content="Sit Well">
      <meta property="og:title" content="OG Chair — Sit Well">
    </head>`);
    expect(withShop.name).toBe('OG Chair');

    const twitter = parse(`<head>
      <meta name="twitter:title" content="Tweet Table">
      <meta name="twitter:description" content="Oak.">
      <meta name="twitter:image:src" content="https://cdn.example/table.jpg">
    </head>`);
    expect(twitter).toMatchObject({
      name: 'Tweet Table',
      description: 'Oak.',
      images: ['https://cdn.example/table.jpg'],
    });
  });

  it('keeps the title (without the shop name) and the meta description when nothing else is said', () => {
    expect(
      parse(`<head><title>  Stoneware   Mug – Shop Example </title>
        <meta name="description" content=" Hand-glazed.  "></head>`),
    ).toEqual({
      name: undefined,
      title: 'Stoneware Mug',
      description: 'Hand-glazed.',
      brand: undefined,
      images: [],
    });
    // Not the shop: kept.
    expect(parse('<title>Bag | Red</title>').title).toBe('Bag | Red');
    expect(
      parse('<title>Desk Lamp | Lumen</title><meta property="og:site_name" content="Lumen">').title,
    ).toBe('Desk Lamp');
  });

  it('resolves images against <base href> and the final address, de-duplicated, at most five', () => {
    const images = Array.from({ length: 8 }, (_, i) => `img/${i % 7}.jpg`);
    const metadata = parse(
      `<head><base href="https://cdn.example/shop/">${jsonLd({ '@type': 'Product', name: 'X', image: images })}</head>`,
    );
    expect(metadata.images).toEqual(
      [0, 1, 2, 3, 4].map((i) => `https://cdn.example/shop/img/${i}.jpg`),
    );
  });

  it('drops image addresses that are not http(s)', () => {
    const metadata = parse(
      jsonLd({
        '@type': 'Product',
        name: 'X',
        image: [
          'data:image/png;base64,AAAA',
          'javascript:alert(1)',
          'ftp://x/y.jpg',
          'ok.jpg#zoom',
        ],
      }),
    );
    expect(metadata.images).toEqual(['https://shop.example/products/ok.jpg']);
  });

  it('decodes the page as it declares: Content-Type charset, or <meta charset>', () => {
    const latin1 = Buffer.from('<title>Caf\xe9 cr\xe8me</title>', 'latin1');
    expect(parsePageMetadata(latin1, PAGE, 'text/html; charset=ISO-8859-1').title).toBe(
      'Café crème',
    );
    const declared = Buffer.from(
      '<meta charset="windows-1252"><meta property="og:title" content="Na\xefve \x80 Bag">',
      'latin1',
    );
    expect(parsePageMetadata(declared, PAGE, 'text/html').name).toBe('Naïve € Bag');
  });

  it('reads markup escaped as text in a description as the words it shows', () => {
    const metadata = parse(
      jsonLd({
        '@type': 'Product',
        name: 'Cup &amp; Saucer',
        description:
          '&lt;ul&gt;&lt;li&gt;Porcelain&lt;/li&gt;&lt;li&gt;Gold rim&lt;/li&gt;&lt;/ul&gt;',
      }),
    );
    expect(metadata).toMatchObject({ name: 'Cup & Saucer', description: 'Porcelain\nGold rim' });
  });

  it('finds nothing on a page that says nothing', () => {
    expect(parse('<html><body><p>Hello</p></body></html>')).toEqual({
      name: undefined,
      title: undefined,
      description: undefined,
      brand: undefined,
      images: [],
    });
  });
});
