/** Words cameras, phones and editors put in file names, wherever they stand: "IMG", "copy". */
const NOISE = new Set([
  'img',
  'image',
  'images',
  'photo',
  'photos',
  'pic',
  'picture',
  'dsc',
  'dscn',
  'dscf',
  'dcim',
  'pxl',
  'mvimg',
  'screenshot',
  'whatsapp',
  'copy',
  'final',
  'edited',
  'export',
  'resized',
  'scaled',
  'cropped',
  'thumb',
  'thumbnail',
  'hires',
  'lowres',
  'product',
  'untitled',
  'unnamed',
]);
/** Words naming a view or a version, dropped only at the end: "bag-side", but "side table". */
const TRAILING_NOISE = new Set([
  'front',
  'back',
  'side',
  'top',
  'bottom',
  'detail',
  'details',
  'closeup',
  'angle',
  'view',
  'main',
  'large',
  'small',
  'medium',
  'web',
  'new',
  'old',
  'draft',
  'edit',
  'crop',
  'shot',
  'scan',
]);
/** Small words a title keeps in lower case unless they open or close it. */
export const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'but',
  'by',
  'for',
  'in',
  'nor',
  'of',
  'on',
  'or',
  'the',
  'to',
  'vs',
  'with',
]);
const MAX_WORDS = 8;

/**
 * A product name from a file name or a URL's last path segment, when it holds one:
 * "red-leather-bag_02.JPG" -> "Red Leather Bag", "IMG_2041.HEIC" -> undefined. Separators and
 * camelCase become spaces; numbers, sizes (800x600, @2x), dates, hashes and the words cameras,
 * phones and editors add (IMG, DSC, PXL, copy, final, front…) are dropped; what is left is
 * written in title case.
 */
export function nameFromFilename(filename: string): string | undefined {
  let base = filename.split(/[/\\]/).pop() ?? '';
  try {
    base = decodeURIComponent(base);
  } catch {
    // Not URI-encoded: use it as it is.
  }
  base = base.replace(/\.[a-z0-9]{1,5}$/i, '');
  const words = base
    // camelCase: "ProCase" -> "Pro Case", but "iPhone" stays whole.
    .replace(/(\p{Ll}{2}|\d)(?=\p{Lu}\p{Ll})/gu, '$1 ')
    .split(/[\s\-_.+,()[\]{}~@#=&]+/)
    .filter((word) => word && !isNoise(word));
  // At the end, a short number counts photos ("bag_2") and a view word names one ("bag-front");
  // elsewhere a number may be a model ("Max 270") and "side" a kind of table.
  while (words.length > 0 && isTrailingNoise(words[words.length - 1]!)) words.pop();
  if (!words.some((word) => /\p{L}{2}/u.test(word) && !SMALL_WORDS.has(word.toLowerCase()))) {
    return undefined;
  }
  return titleCase(words.slice(0, MAX_WORDS));
}

function isTrailingNoise(word: string): boolean {
  const lower = word.toLowerCase();
  return /^\d{1,2}$/.test(lower) || TRAILING_NOISE.has(lower) || SMALL_WORDS.has(lower);
}

function isNoise(word: string): boolean {
  const lower = word.toLowerCase();
  return (
    NOISE.has(lower) ||
    /^(0\d*|\d{4,})$/.test(lower) || // 02, 2041, 20240115: counters and dates
    /^v\d+$/.test(lower) || // v2
    /^\d+x\d*$/.test(lower) || // 800x600, 2x
    /^(?=.*\d)[0-9a-f]{6,}$/.test(lower) || // hashes and UUID pieces
    /^[a-z]{1,4}\d{3,}$/.test(lower) // img2041, wa0003
  );
}

/** "red LEATHER bag" -> "Red Leather Bag"; acronyms (USB) and mixed case (iPhone) are kept. */
export function titleCase(words: string[]): string {
  const shouting =
    words.join('').replace(/[^\p{L}]/gu, '').length > 4 &&
    words.every((w) => w === w.toUpperCase());
  return words
    .map((word, index) => {
      const lower = word.toLowerCase();
      const inside = index > 0 && index < words.length - 1;
      if (inside && SMALL_WORDS.has(lower)) return lower;
      if (!shouting && /\p{Ll}\p{Lu}/u.test(word)) return word; // iPhone, McQueen
      // USB, LED, USB-C: capitals with at most four letters.
      if (!shouting && /^[\p{Lu}\d-]+$/u.test(word) && word.replace(/[^\p{L}]/gu, '').length <= 4) {
        return word;
      }
      return lower.replace(
        /(^|-)(\p{Ll})/gu,
        (_, dash: string, letter: string) => dash + letter.toUpperCase(),
      );
    })
    .join(' ');
}
