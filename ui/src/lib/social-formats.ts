import { SOCIAL_FORMAT_IDS, SOCIAL_FORMAT_SIZES } from '@studio/api/contract/snaps';

// The social formats are ticked on create-content and told apart on the content screen, two
// features that may not import each other; their names and sizes come from the API's contract.

export type SocialFormatId = (typeof SOCIAL_FORMAT_IDS)[number];

/** "Story 1080×1920": a format's name and exact size, the way creators read it everywhere. */
export function socialFormatLabel(id: SocialFormatId): string {
  const { name, width, height } = SOCIAL_FORMAT_SIZES[id];
  return `${name} ${width}×${height}`;
}

/** The format an image of this exact size is, if any (a run's formats are made to the pixel). */
export function socialFormatOfSize(
  width: number | null,
  height: number | null,
): SocialFormatId | undefined {
  return SOCIAL_FORMAT_IDS.find(
    (id) => SOCIAL_FORMAT_SIZES[id].width === width && SOCIAL_FORMAT_SIZES[id].height === height,
  );
}
