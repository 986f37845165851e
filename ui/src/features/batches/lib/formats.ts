import { SOCIAL_FORMAT_IDS } from '@studio/api/contract/snaps';

export type SocialFormatId = (typeof SOCIAL_FORMAT_IDS)[number];

/** The formats in the contract's order, whichever order they were ticked in. */
export function orderedFormats(formats: ReadonlySet<SocialFormatId>): SocialFormatId[] {
  return SOCIAL_FORMAT_IDS.filter((format) => formats.has(format));
}
