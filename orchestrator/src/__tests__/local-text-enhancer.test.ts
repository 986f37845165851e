import { LocalTextEnhancer } from '../providers/local/local-text-enhancer';
import { notCancelled } from './provider-calls';

const enhancer = new LocalTextEnhancer();
const enhance = async (field: 'name' | 'description', text: string) =>
  (await enhancer.enhanceText({ field, text }, notCancelled)).text;
/** The words of the closing lines, the only ones the enhancer may add. */
const CLOSING_WORDS = new Set(
  'discover it today make yours add to your collection treat yourself'.split(' '),
);
const words = (text: string): string[] =>
  [...text.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)].map((m) => m[0]);

describe('LocalTextEnhancer', () => {
  it.each([
    ['  red LEATHER  bag. ', 'Red Leather Bag'],
    ['RED LEATHER BAG', 'Red Leather Bag'],
    ['"the best mug in the world!!!"', 'The Best Mug in the World'],
    ['iphone 15 pro case with USB-C', 'Iphone 15 Pro Case with USB-C'],
    ['eco-friendly bamboo toothbrush', 'Eco-Friendly Bamboo Toothbrush'],
    ['red-leather-bag_02.jpg', 'Red Leather Bag'],
    ['T-shirt', 'T-Shirt'],
    ['McQueen wool coat', 'McQueen Wool Coat'],
  ])('polishes the name %j into %j', async (text, polished) => {
    expect(await enhance('name', text)).toBe(polished);
  });

  it('tidies a description and closes a short one with a call to action', async () => {
    expect(await enhance('description', 'soft red leather bag ,fits a laptop')).toBe(
      'Soft red leather bag, fits a laptop. Discover it today.',
    );
    expect(await enhance('description', 'THIS BAG IS AMAZING!!! buy it now')).toBe(
      'This bag is amazing! Buy it now.',
    );
  });

  it('keeps bullet lines as a tidy list', async () => {
    expect(await enhance('description', '- fits a laptop\n- water resistant;\n* two pockets')).toBe(
      '• Fits a laptop\n• Water resistant\n• Two pockets\n\nMake it yours today.',
    );
  });

  it('keeps paragraphs and leaves a long description without a call to action', async () => {
    const long = `${'a roomy bag for every day. '.repeat(6)}\n\n${'it has two inner pockets. '.repeat(6)}`;
    const text = await enhance('description', long);
    expect(text.split('\n\n')).toHaveLength(2);
    expect(text.startsWith('A roomy bag for every day. A roomy bag')).toBe(true);
    expect(text.endsWith('It has two inner pockets.')).toBe(true);
  });

  it('says nothing the creator did not: only their words, and the closing line', async () => {
    const inputs = [
      'hand glazed stoneware mug. holds 350 ml',
      'warm wool scarf, knitted in scotland',
      'THE LAMP FOR YOUR DESK',
    ];
    for (const input of inputs) {
      const text = await enhance('description', input);
      const added = words(text).filter((w) => !words(input).includes(w));
      expect(added.filter((w) => !CLOSING_WORDS.has(w))).toEqual([]);
      expect(words(text)).toEqual(expect.arrayContaining(words(input)));
    }
  });

  it('gives the same text for the same input', async () => {
    const input = 'a small ceramic vase';
    expect(await enhance('description', input)).toBe(await enhance('description', input));
  });

  it('refuses an empty text for good', async () => {
    await expect(
      enhancer.enhanceText({ field: 'name', text: '  "" ' }, notCancelled),
    ).rejects.toMatchObject({
      name: 'ProviderError',
      retryable: false,
      code: 'invalid_text',
    });
  });
});
