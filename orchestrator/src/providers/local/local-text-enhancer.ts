import { PRODUCT_TEXT_LIMITS } from '@studio/workflows/product-activities';
import {
  type CallOptions,
  type EnhancedTextResult,
  ProviderError,
  type TextEnhancer,
} from '../capabilities';
import { nothingToImprove, sameText, type TextField } from '../text-enhancement';
import { rewriteDescription } from './text/rewrite-description';
import { followName } from './text/follow-name';
import { rewriteName } from './text/rewrite-name';
import { wordCount } from './text/tidy';

export const LOCAL_TEXT_MODEL = 'local-text-rewrite-v1';

/** A description with fewer words than this has too little in it to restructure. */
const MIN_DESCRIPTION_WORDS = 5;

/**
 * Text enhancement without a model: a rewrite that only removes, moves and tidies the creator's
 * own words, so the result is never less true than the input.
 * - A name: tidied, read as a file name when it is one, cut back at a separator when overlong,
 *   in title case (text/rewrite-name.ts).
 * - A description: restructured into a short opening that says what it is and what it is for,
 *   one line per benefit, the specifications kept exactly, the creator's call to action last
 *   (text/rewrite-description.ts), within the field's length limit.
 * When the text is too short to work with, or the rewrite comes out the same, it says so
 * (`improved: false` with the reason) rather than hand the text back as improved.
 */
export class LocalTextEnhancer implements TextEnhancer {
  async enhanceText(
    input: { field: TextField; text: string; productName?: string },
    { signal }: CallOptions,
  ): Promise<EnhancedTextResult> {
    signal.throwIfAborted();
    const meta = { provider: 'local', model: LOCAL_TEXT_MODEL };
    if (!/[\p{L}\p{N}]/u.test(input.text)) {
      throw new ProviderError('There is no text to enhance.', false, 'invalid_text');
    }
    if (input.field === 'description' && wordCount(input.text) < MIN_DESCRIPTION_WORDS) {
      return {
        ...meta,
        improved: false,
        reason:
          'This description is too short to rewrite. Add what the product is, what it is made of or what it is for, and try again.',
      };
    }
    const text =
      input.field === 'name'
        ? rewriteName(input.text)
        : rewriteDescription(
            followName(input.text, input.productName),
            PRODUCT_TEXT_LIMITS.description,
          );
    if (sameText(text, input.text)) {
      return { ...meta, improved: false, reason: nothingToImprove(input.field) };
    }
    return { ...meta, improved: true, text };
  }
}
