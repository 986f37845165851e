import {
  BULLET,
  calm,
  capitalise,
  ensureEnd,
  lowerIfShouting,
  sentences,
  tidySpaces,
} from './tidy';

/**
 * A product description rewritten into the shape shop pages use, from the creator's own
 * statements only:
 *
 *     Hand-glazed stoneware mug, great for slow mornings.     <- opening: what it is, and why
 *
 *     • Dishwasher and microwave safe                          <- benefits, one per line
 *     • Two inner pockets
 *
 *     Specifications                                           <- measures, materials, care,
 *     • Holds 350 ml                                              origin: kept exactly
 *
 *     Order today.                                             <- the creator's call to action
 *
 * Statements are the creator's sentences, list lines and "Key: value" lines, with compound
 * sentences split where a new subject starts ("…cotton and it is really strong"). Repeats are
 * dropped, pronoun subjects trimmed from list lines ("It has two pockets" -> "Two pockets"), and
 * the first "great for…" benefit joins a short opening. Words are only ever removed or moved:
 * every number, material and name in the result is in the input. The result stays within
 * `maxLength` by leaving out whole lines from the end of the lists.
 */
export function rewriteDescription(raw: string, maxLength: number): string {
  const statements = dedupe(readStatements(raw).flatMap(splitClauses));
  const opening = statements.find((s) => !s.listed && kindOf(s) === 'benefit');
  const benefits = statements.filter((s) => s !== opening && kindOf(s) === 'benefit');
  const specs = statements.filter((s) => kindOf(s) === 'spec');
  const closing = statements.filter((s) => kindOf(s) === 'call-to-action');

  let openingLine: string | undefined;
  if (opening) {
    const core = withoutFiller(opening.core);
    const reason = benefits.find((b) => FOR_BENEFIT.test(listLine(b.core)));
    const joined = reason && `${core}, ${lowerFirst(listLine(reason.core))}`;
    if (joined && core.split(' ').length <= OPENING_WORDS && joined.length <= OPENING_LENGTH) {
      openingLine = ensureEnd(joined);
      benefits.splice(benefits.indexOf(reason), 1);
    } else {
      openingLine = ensureEnd(core + opening.end);
    }
  }
  const benefitLines = benefits.map((s) => `• ${listLine(s.core)}`);
  const specLines = specs.map((s) => `• ${listLine(s.core)}`);
  const closingLine = closing.map((s) => ensureEnd(s.core + s.end)).join(' ');

  const assemble = () =>
    [
      openingLine,
      benefitLines.join('\n'),
      specLines.length > 0 ? ['Specifications', ...specLines].join('\n') : '',
      closingLine,
    ]
      .filter(Boolean)
      .join('\n\n');
  let text = assemble();
  while (text.length > maxLength && benefitLines.length + specLines.length > 0) {
    (benefitLines.length > 0 ? benefitLines : specLines).pop();
    text = assemble();
  }
  return text;
}

/** One thing the creator said: its words without the final full stop or "!", and where it was. */
interface Statement {
  core: string;
  /** "!" or "?" when the creator ended it so (kept in prose); otherwise empty. */
  end: string;
  /** Written as a list line or "Key: value", not in running prose. */
  listed: boolean;
}

type Kind = 'benefit' | 'spec' | 'call-to-action';

/** An opening longer than this is not joined with a benefit: it is long enough already. */
const OPENING_WORDS = 12;
const OPENING_LENGTH = 160;

/** A line naming the list below it ("Features:", "Details"), which the rewrite replaces. */
const HEADER = /^\p{L}[\p{L}&/ ]{0,28}:?$/u;
const HEADER_WORDS =
  /^(?:features?|key features|benefits?|details?|product details|specs?|specifications?|description|highlights|about|why you'll love it|what's included)$/i;
/** "Material: cotton", "Care: hand wash": a key of one to three words, a colon, a value. */
const KEY_VALUE = /^\p{L}+(?: \p{L}+){0,2}:\s*\S/u;

/** A number with a unit, a size like "9 x 8", or a percentage: a measurable fact. */
const MEASURE =
  /\d(?:[.,]\d+)?\s?(?:mm|cm|m|km|in|inch(?:es)?|ft|ml|cl|l|litres?|liters?|oz|g|kg|lbs?|w|kw|v|mah|wh|gb|tb|hz|pcs|pieces|°\s?[cf]?|%|")(?![\p{L}\p{N}])|\d\s*[x×]\s*\d/iu;
/** What a specification line starts with. */
const SPEC_START =
  /^(?:size|sizes|dimensions?|measures?|measuring|weight|weighs|capacity|holds|volume|materials?|fabric|composition|made (?:of|from|in)|hand ?made in|care|origin|colou?rs?|finish|battery|power|includes|contents|warranty|ingredients)\b/i;
const CALL_TO_ACTION =
  /^(?:buy|shop|order|grab|get yours|add (?:it |one )?to (?:your )?(?:cart|basket|bag)|discover|make it yours|treat yourself|don['’]t miss)\b/i;
/** A benefit saying what the product is for: it may finish the opening. */
const FOR_BENEFIT =
  /^(?:great|perfect|ideal|made|designed|built|handy|lovely|suitable|just right|the perfect gift) for\b/i;

/** The creator's statements in their order: list lines, "Key: value" lines, prose sentences. */
function readStatements(raw: string): Statement[] {
  const statements: Statement[] = [];
  for (const paragraph of raw.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = paragraph.split('\n').map(tidySpaces).filter(Boolean);
    let prose: string[] = [];
    const flush = () => {
      for (const sentence of sentences(calm(prose.join(' ')))) {
        statements.push(statement(sentence, false));
      }
      prose = [];
    };
    lines.forEach((line, i) => {
      if (HEADER.test(line) && HEADER_WORDS.test(line.replace(/:$/, '').trim())) {
        flush();
      } else if (BULLET.test(line) || KEY_VALUE.test(line)) {
        flush();
        statements.push(statement(calm(line.replace(BULLET, '')), true));
      } else {
        prose.push(line);
        // A line without an end that the next one does not continue is a statement of its own
        // (a list written without bullets); a hard-wrapped sentence runs on in lower case.
        const next = lines[i + 1];
        if (!/[.!?…,;:]$/.test(line) && next && /^\p{Lu}|^\d/u.test(next)) {
          prose[prose.length - 1] = `${line}.`;
        }
      }
    });
    flush();
  }
  return statements.filter((s) => /[\p{L}\p{N}]/u.test(s.core));
}

function statement(text: string, listed: boolean): Statement {
  const tidy = capitalise(lowerIfShouting(text.trim()));
  const end = /[!?]$/.test(tidy) ? tidy.slice(-1) : '';
  const core = tidy.replace(/[\s.!?;,:]+$/, '');
  return { core, end, listed };
}

/**
 * A compound sentence split where a new subject starts ("Made from cotton and it is really
 * strong"), and at semicolons, so each part can go where it belongs. Only "and" and ";" go.
 */
function splitClauses(s: Statement): Statement[] {
  const parts = s.core
    .split(/\s*;\s+|,?\s+and\s+(?=(?:it|they|this|you)\s)/i)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2) return [s];
  return parts.map((part, i) => ({
    core: capitalise(part),
    end: i === parts.length - 1 ? s.end : '',
    listed: s.listed,
  }));
}

function dedupe(statements: Statement[]): Statement[] {
  const seen = new Set<string>();
  return statements.filter((s) => {
    const key = listLine(s.core)
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function kindOf(s: Statement): Kind {
  const line = listLine(s.core);
  if (CALL_TO_ACTION.test(line) || /\b(?:buy|shop|order)\b.*\b(?:now|today)$/i.test(line)) {
    return 'call-to-action';
  }
  if (MEASURE.test(line) || SPEC_START.test(line) || (s.listed && KEY_VALUE.test(line))) {
    return 'spec';
  }
  return 'benefit';
}

/**
 * A statement as a list line: a pronoun subject and its verb trimmed ("It is machine washable"
 * -> "Machine washable", "It has two pockets" -> "Two pockets", "It fits a laptop" -> "Fits a
 * laptop"); a named subject ("This mug is…") is kept, it says what the product is.
 */
function listLine(core: string): string {
  return capitalise(
    core
      .replace(/^(?:it|this|they|these)\s+(?:is|are)\s+/i, '')
      .replace(/^(?:it['’]s|they['’]re)\s+/i, '')
      .replace(/^(?:it|this|they|these)\s+(?:has|have)\s+(?:got\s+)?/i, '')
      .replace(/^(?:it|this)\s+(?=\p{Ll}+s\b)/iu, ''),
  );
}

/** An opening without its run-up: "This is a lovely mug" -> "A lovely mug". */
function withoutFiller(core: string): string {
  return capitalise(
    core.replace(/^(?:this is|here is|here['’]s|introducing|meet|presenting)\s+(?=\S)/i, ''),
  );
}

/** The first letter lowered, for a phrase that continues a sentence ("Great for" -> "great"). */
function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
