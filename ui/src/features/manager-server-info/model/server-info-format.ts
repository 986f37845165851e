const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const momentFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** 1536 -> "1.5 KB" (powers of 1024, as disks are usually reported). */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${number.format(value)} ${units[unit]}`;
}

/** 9200 -> "9.2 s", 340 -> "340 ms", null -> "—". */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${number.format(ms / 1000)} s`;
  return `${number.format(ms / 60_000)} min`;
}

/** 93784 -> "1 d 2 h 3 min". */
export function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days} d ${hours} h ${minutes} min`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  if (minutes > 0) return `${minutes} min`;
  return `${seconds} s`;
}

/** A minute on the chart's axis (local time). */
export const formatMinute = (iso: string) => timeFormat.format(new Date(iso));

export const formatMoment = (iso: string) => momentFormat.format(new Date(iso));
