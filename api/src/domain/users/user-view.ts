import { type User as UserView } from '../../contract/auth';
import { type User } from '../models/user';

/** The user as the API shows it: never the password hash or the Google subject. */
export function toUserView(user: User): UserView {
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    role: user.role,
    emailVerified: user.email_verified_at !== null,
  };
}
