import type { SessionUser } from '@storefront/shared';
import type { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The spec's stored user: both id spellings and both name spellings. */
export function toSessionUser(user: Pick<UserRow, 'id' | 'fullName' | 'email' | 'mobile'>): SessionUser {
  return {
    user_id: user.id,
    id: user.id,
    full_name: user.fullName,
    name: user.fullName,
    email: user.email,
    mobile: user.mobile,
  };
}
