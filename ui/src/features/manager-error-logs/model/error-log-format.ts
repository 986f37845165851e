import { type ErrorSource } from '@studio/api/contract/manager-error-logs';

export const SOURCE_NAMES: Record<ErrorSource, string> = { api: 'API', run: 'Workflow run' };

const momentFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const hourFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** A moment, as the list and the drawer show it. */
export const formatMoment = (iso: string) => momentFormat.format(new Date(iso));

/** The start of an hour on the chart's axis (local time). */
export const formatHour = (iso: string) => hourFormat.format(new Date(iso));

/** Where an error happened: the route of an API call, or the node of a run. */
export const routeLabel = (source: ErrorSource, route: string | null) =>
  route ?? (source === 'run' ? 'No node' : 'No route');
