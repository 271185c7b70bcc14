import type { SessionUser } from '@storefront/shared';
import { useSyncExternalStore } from 'react';
import { createStoredValue, STORAGE_KEYS, type StoredShape } from './storage';

/**
 * The parts of the stored user the storefront reads. Other fields the server returns are
 * kept for the account pages, which own writing this key.
 */
export type StoredUser = { user_id: string; id?: string | number } & Partial<
  Pick<SessionUser, 'full_name' | 'name' | 'email' | 'mobile'>
> & { [field: string]: unknown };

const TEXT_FIELDS = ['full_name', 'name', 'email', 'mobile'] as const;

/**
 * Checked by hand rather than with a zod schema: the header greets from this value on
 * first paint, and the shell ships without a schema library. A value of any other shape is
 * thrown out (and discarded from storage by createStoredValue); older records whose
 * user_id was a number are read as text.
 */
export const storedUserShape: StoredShape<StoredUser | null> = {
  parse(value) {
    if (value === null) return null;
    if (typeof value !== 'object' || Array.isArray(value))
      throw new TypeError('Stored user is not an object');
    const record = value as Record<string, unknown>;
    const isId = (id: unknown) => typeof id === 'string' || typeof id === 'number';
    if (!isId(record.user_id)) throw new TypeError('Stored user has no user_id');
    if (record.id !== undefined && !isId(record.id)) throw new TypeError('Stored user id is not valid');
    for (const field of TEXT_FIELDS) {
      if (record[field] !== undefined && typeof record[field] !== 'string')
        throw new TypeError(`Stored user ${field} is not text`);
    }
    return { ...record, user_id: String(record.user_id) } as StoredUser;
  },
};

export const storedUser = createStoredValue(STORAGE_KEYS.user, storedUserShape, null);

/** The logged-in user, or null for a guest; updates across tabs and on login/logout. */
export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(storedUser.subscribe, storedUser.get, () => null);
}

export function displayName(user: StoredUser): string {
  const name = user.full_name || user.name || user.email || '';
  return name.split(' ')[0] || name;
}
