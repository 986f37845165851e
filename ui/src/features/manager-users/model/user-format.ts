import { type Role } from '@studio/api/contract/auth';
import { type ManagedUser } from '@studio/api/contract/manager-users';

/** A role as the panel names it: "user" is a creator to the people who use the app. */
export const ROLE_NAMES: Record<Role, string> = { user: 'Creator', manager: 'Manager' };

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A day, as the table's "joined" column shows it. */
export const formatDay = (iso: string) => dateFormat.format(new Date(iso));

/** A moment, as the drawer's lists show it. */
export const formatMoment = (iso: string) => dateTimeFormat.format(new Date(iso));

/** The "last seen" column: a day, or that the user has not been seen since it was recorded. */
export const formatLastSeen = (iso: string | null) => (iso ? formatDay(iso) : 'Not yet');

/** The user's name, falling back on the email for an account without one. */
export const displayName = (user: Pick<ManagedUser, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

/** A signed credit amount: +15, −4 (a real minus sign, as the token history writes it). */
export const signedAmount = (amount: number) =>
  amount > 0 ? `+${amount}` : amount < 0 ? `−${Math.abs(amount)}` : '0';
