import { type ContentType } from '@studio/api/contract/content';
import { type ContentState } from '@studio/api/contract/manager-content';

export const TYPE_LABELS: Record<ContentType, string> = {
  static_image: 'Image',
  story: 'Story',
  carousel: 'Carousel',
  video: 'Video',
};

export const STATE_LABELS: Record<ContentState, string> = {
  active: 'In libraries',
  removed: 'Removed',
  all: 'In libraries or removed',
};

const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const momentFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** A UTC day, as the filters' days are UTC days. */
export const formatDay = (iso: string) => dayFormat.format(new Date(iso));

/** A moment in UTC. */
export const formatMoment = (iso: string) => `${momentFormat.format(new Date(iso))} UTC`;
