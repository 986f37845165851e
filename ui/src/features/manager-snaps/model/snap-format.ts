import { type PinnableVersion } from '@studio/api/contract/manager-snaps';

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** "25 Nov 2026" from an ISO 8601 time. */
export function formatDay(iso: string): string {
  return day.format(new Date(iso));
}

/** "75%" for 0.75; a dash when there is nothing to measure. */
export function formatShare(share: number | null): string {
  return share === null ? '—' : `${Math.round(share * 100)}%`;
}

export function tokens(cost: number): string {
  return `${cost} token${cost === 1 ? '' : 's'}`;
}

/** How the version select and the change summary name a version. */
export function versionLabel(version: PinnableVersion): string {
  return `v${version.version} · ${tokens(version.cost)} · published ${formatDay(version.publishedAt)}`;
}

/** "packshot, white" from the tags, and back (trimmed, empty ones dropped). */
export function tagsText(tags: readonly string[]): string {
  return tags.join(', ');
}

export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}
