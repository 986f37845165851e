import { PRODUCT_TEXT_LIMITS } from '@studio/workflows/product-activities';
import { type EnhancedTextResult } from '../providers/capabilities';
import { LocalTextEnhancer } from '../providers/local/local-text-enhancer';
import { notCancelled } from './provider-calls';

const enhancer = new LocalTextEnhancer();
const enhance = (field: 'name' | 'description', text: string): Promise<EnhancedTextResult> =>
  enhancer.enhanceText({ field, text }, notCancelled);
/** The improved text; fails the test when the enhancer said it could not improve it. */
async function improved(field: 'name' | 'description', text: string): Promise<string> {
  const result = await enhance(field, text);
  if (!result.improved) throw new Error(`not improved: ${result.reason}`);
  return result.text;
}

/** Descriptions as creators write them: prose, run-on lists, bullets, shouting, repeats. */
const DESCRIPTIONS = [
  'this mug is hand glazed stoneware. holds 350 ml. dishwasher safe and microwave safe. great for coffee or tea. made in portugal. 9cm x 8cm',
  'Our best selling tote bag!!! It is made from 100% organic cotton and it is really strong. You can carry groceries, books or your laptop. Measures 40 x 35 cm. Machine washable at 30°C. Buy now',
  'Handmade Scented Candle\nHand poured soy wax\nBurns for 40 hours\nScent: lavender and sage\nPerfect for a cosy evening',
  'THE LAMP FOR YOUR DESK. it is adjustable and it has a warm LED bulb. 5W, 220V.',
  'Features:\n- Soft merino wool\n- Knitted in Scotland by Lochcarron\n\nSize: 180 x 30 cm\nCare: hand wash cold',
  `${'a roomy bag for every day. '.repeat(6)}\n\n${'it has two inner pockets. '.repeat(6)}`,
];

const words = (text: string): string[] =>
  [...text.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)].map((m) => m[0]);
const numbers = (text: string): string[] => text.match(/\d+(?:[.,]\d+)?/g) ?? [];
/** Words written with a capital inside a sentence: names, brands, places. */
const names = (text: string): string[] =>
  [...text.matchAll(/(?<=[\p{L},] )\p{Lu}[\p{L}]*/gu)].map((m) => m[0].toLowerCase());
const MATERIALS = ['stoneware', 'cotton', 'wool', 'merino', 'leather', 'soy', 'wax'];
/** The only words the rewrite may bring: its section heading. */
const HEADINGS = new Set(['specifications']);

describe('LocalTextEnhancer: descriptions', () => {
  it('restructures a description: a benefit-led opening, a line per benefit, then the specifications', async () => {
    expect(await improved('description', DESCRIPTIONS[0]!)).toBe(
      [
        'This mug is hand glazed stoneware, great for coffee or tea.',
        '',
        '• Dishwasher safe and microwave safe',
        '',
        'Specifications',
        '• Holds 350 ml',
        '• Made in portugal',
        '• 9cm x 8cm',
      ].join('\n'),
    );
    expect(await improved('description', DESCRIPTIONS[1]!)).toBe(
      [
        'Our best selling tote bag!',
        '',
        '• Really strong',
        '• You can carry groceries, books or your laptop',
        '',
        'Specifications',
        '• Made from 100% organic cotton',
        '• Measures 40 x 35 cm',
        '• Machine washable at 30°C',
        '',
        'Buy now.',
      ].join('\n'),
    );
  });

  it('reads lists written line by line, "Key: value" lines and headings of its own', async () => {
    expect(await improved('description', DESCRIPTIONS[2]!)).toBe(
      [
        'Handmade Scented Candle, perfect for a cosy evening.',
        '',
        '• Hand poured soy wax',
        '• Burns for 40 hours',
        '',
        'Specifications',
        '• Scent: lavender and sage',
      ].join('\n'),
    );
    // The creator's "Features:" heading is replaced, not repeated as a benefit.
    expect(await improved('description', DESCRIPTIONS[4]!)).toBe(
      [
        '• Soft merino wool',
        '• Knitted in Scotland by Lochcarron',
        '',
        'Specifications',
        '• Size: 180 x 30 cm',
        '• Care: hand wash cold',
      ].join('\n'),
    );
  });

  it('drops repeats and calms shouting', async () => {
    expect(await improved('description', DESCRIPTIONS[5]!)).toBe(
      'A roomy bag for every day.\n\n• Two inner pockets',
    );
    expect(await improved('description', DESCRIPTIONS[3]!)).toBe(
      'The lamp for your desk.\n\n• Adjustable\n• A warm LED bulb\n\nSpecifications\n• 5W, 220V',
    );
  });

  it.each(DESCRIPTIONS.map((text, i) => [i, text]))(
    'invents nothing: every number, material and name of the result is in description %i',
    async (_, input) => {
      const text = await improved('description', input);
      expect(numbers(text).filter((n) => !numbers(input).includes(n))).toEqual([]);
      const inputWords = new Set(words(input));
      const added = words(text).filter((w) => !inputWords.has(w) && !HEADINGS.has(w));
      expect(added).toEqual([]);
      for (const material of MATERIALS) {
        if (words(text).includes(material)) expect(inputWords.has(material)).toBe(true);
      }
      expect(names(text).filter((name) => !inputWords.has(name))).toEqual([]);
    },
  );

  it.each(DESCRIPTIONS.map((text, i) => [i, text]))(
    'keeps every specification of description %i exactly',
    async (_, input) => {
      const text = await improved('description', input);
      for (const measure of input.match(/\d+(?:[.,]\d+)?\s?(?:ml|cm|%|°C|W|V)|\d+\s?x\s?\d+/g) ??
        []) {
        expect(text).toContain(measure);
      }
    },
  );

  it('says it cannot improve its own rewrite: enhancing twice changes nothing more', async () => {
    for (const input of DESCRIPTIONS) {
      const once = await improved('description', input);
      expect(await enhance('description', once)).toMatchObject({
        improved: false,
        reason: 'This description already reads well: there was nothing to improve.',
      });
    }
  });

  it('says a description is too short to rewrite, rather than hand it back as improved', async () => {
    for (const input of ['nice mug', 'Red leather bag.', 'SALE']) {
      expect(await enhance('description', input)).toEqual({
        improved: false,
        reason:
          'This description is too short to rewrite. Add what the product is, what it is made of or what it is for, and try again.',
        provider: 'local',
        model: 'local-text-rewrite-v1',
      });
    }
  });

  it('stays within the field’s length limit by leaving out whole lines', async () => {
    const benefits = Array.from({ length: 400 }, (_, i) => `- comfortable strap number ${i + 1}`);
    const text = await improved('description', `A roomy tote bag.\n${benefits.join('\n')}`);
    expect(text.length).toBeLessThanOrEqual(PRODUCT_TEXT_LIMITS.description);
    expect(text.startsWith('A roomy tote bag.\n\n• Comfortable strap number 1\n')).toBe(true);
    expect(
      text
        .split('\n')
        .every((line) => line === '' || /^(?:A roomy|• Comfortable strap number \d+$)/.test(line)),
    ).toBe(true);
  });

  it('gives the same text for the same input', async () => {
    expect(await enhance('description', DESCRIPTIONS[1]!)).toEqual(
      await enhance('description', DESCRIPTIONS[1]!),
    );
  });
});

describe('LocalTextEnhancer: names', () => {
  it.each([
    ['  red LEATHER  bag. ', 'Red Leather Bag'],
    ['RED LEATHER BAG', 'Red Leather Bag'],
    ['"the best mug in the world!!!"', 'The Best Mug in the World'],
    ['iphone 15 pro case with USB-C', 'Iphone 15 Pro Case with USB-C'],
    ['eco-friendly bamboo toothbrush', 'Eco-Friendly Bamboo Toothbrush'],
    ['red-leather-bag_02.jpg', 'Red Leather Bag'],
    ['T-shirt', 'T-Shirt'],
    ['McQueen wool coat', 'McQueen Wool Coat'],
    [
      'Red leather tote bag - handmade in Florence, Italy - large size with laptop pocket | gift for her',
      'Red Leather Tote Bag - Handmade in Florence, Italy',
    ],
  ])('rewrites the name %j as %j', async (text, rewritten) => {
    expect(await improved('name', text)).toBe(rewritten);
  });

  it('says a name that is already tidy could not be improved', async () => {
    for (const name of ['Red Leather Bag', 'McQueen Wool Coat', '  Oak Side Table ']) {
      expect(await enhance('name', name)).toMatchObject({
        improved: false,
        reason: 'This name already reads well: there was nothing to improve.',
      });
    }
  });

  it('refuses a text with nothing in it, for good', async () => {
    await expect(enhance('name', '  "" ')).rejects.toMatchObject({
      name: 'ProviderError',
      retryable: false,
      code: 'invalid_text',
    });
  });
});
