import { load } from 'cheerio';

const BLOCKS = 'p, div, li, ul, ol, h1, h2, h3, h4, h5, h6, tr, section, article, blockquote';

/**
 * Text a page meant for people, as plain text: markup and entities in a description (JSON-LD
 * often carries HTML, sometimes escaped twice) become the words they show, block elements and
 * `<br>` become line breaks, runs of spaces one space, and at most one empty line between
 * paragraphs. Plain text passes through with only its whitespace tidied.
 */
export function plainText(value: string): string {
  let text = value;
  // Twice: `&lt;p&gt;Soft&lt;/p&gt;` is markup written as text, as some shops' JSON-LD has it.
  for (let pass = 0; pass < 2 && /[<&]/.test(text); pass++) {
    const $ = load(text, null, false);
    $('script, style, template, noscript').remove();
    $('br').replaceWith('\n');
    $(BLOCKS).after('\n');
    text = $.root().text();
  }
  return text
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
