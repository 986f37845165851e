import { expiringItem } from '@/lib/expiring-item';

/**
 * A photo waiting to be run for tokens: the landing page's photo of a creator whose free demo was
 * already used, handed over when they chose "Run it" or went to buy tokens. Create-content shows
 * it chosen (with its style) until a run of it has started, so it survives a shortfall, a trip to
 * the plans and a reload; it lapses an hour after the hand-over, like the demo it came from.
 */
export type PendingUpload = {
  /** The photo as a data URL. */
  image: string;
  /** The landing page's style (e.g. 'white-background'), as `?style=` takes it. */
  style: string;
  /** When it was handed over, in milliseconds since the epoch. */
  timestamp: number;
};

export const PENDING_UPLOAD_KEY = 'snapshot-studio:pending-upload';
export const PENDING_UPLOAD_TTL_MS = 60 * 60 * 1000;

/**
 * The navigation state with which "Run it" opens /create-content: run the waiting photo at once
 * (it was pressed before the screen opened). Any other arrival only shows the photo chosen.
 */
export type PendingUploadStart = { startPendingUpload?: boolean } | null;

/** What create-content calls it where it is shown. */
export const PENDING_UPLOAD_NAME = 'Your photo from the home page';

const pendingUpload = expiringItem<PendingUpload>(
  PENDING_UPLOAD_KEY,
  PENDING_UPLOAD_TTL_MS,
  ({ image, style }) =>
    typeof image === 'string' &&
    image.startsWith('data:image/') &&
    typeof style === 'string' &&
    style.trim() !== ''
      ? { image, style }
      : null,
);

export const savePendingUpload = pendingUpload.save;
/** The waiting photo if it is still valid; a lapsed or unreadable one is deleted. */
export const readPendingUpload = pendingUpload.read;
export const clearPendingUpload = pendingUpload.clear;
