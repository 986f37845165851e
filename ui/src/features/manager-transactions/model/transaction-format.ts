import { CREDIT_KIND_LABELS, type CreditKind } from '@studio/api/contract/billing';

/** Each ledger kind as operators read it everywhere (the contract's one vocabulary). */
export const KIND_LABELS = CREDIT_KIND_LABELS;

/** A kind in one word, as the URL and the CSV carry it: the chart's axis, where labels must fit. */
export const kindWord = (kind: CreditKind) => kind.charAt(0).toUpperCase() + kind.slice(1);

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** A moment in UTC, as the filters' days are UTC days. */
export const formatMoment = (iso: string) => `${dateTimeFormat.format(new Date(iso))} UTC`;

/** A signed credit amount: +15, −4 (a real minus sign, as the token history writes it). */
export const signedAmount = (amount: number) =>
  amount > 0 ? `+${amount}` : amount < 0 ? `−${Math.abs(amount)}` : '0';

const count = new Intl.NumberFormat('en-GB');

/** "1 entry", "1,204 entries". */
export const entryCount = (n: number) => `${count.format(n)} ${n === 1 ? 'entry' : 'entries'}`;
