import { ProviderError } from './capabilities';

export type CaptionTone = 'friendly' | 'luxury' | 'playful' | 'minimal';
export const CAPTION_TONES: readonly CaptionTone[] = ['friendly', 'luxury', 'playful', 'minimal'];

/** The most hashtags a caption may ask for (Instagram allows 30). */
export const MAX_HASHTAGS = 30;

/**
 * Refuses a caption request no provider can honour, before any work or network call: an unknown
 * tone, or a hashtag count that is not a whole number from 0 to MAX_HASHTAGS. Non-retryable.
 */
export function checkCaptionRequest(input: { tone: string; hashtags: number }): void {
  if (!CAPTION_TONES.includes(input.tone as CaptionTone)) {
    throw new ProviderError(`Unknown caption tone: ${String(input.tone)}.`, false, 'invalid_tone');
  }
  if (!Number.isInteger(input.hashtags) || input.hashtags < 0 || input.hashtags > MAX_HASHTAGS) {
    throw new ProviderError(
      `The number of hashtags must be a whole number from 0 to ${MAX_HASHTAGS}, not ${input.hashtags}.`,
      false,
      'invalid_hashtags',
    );
  }
}
