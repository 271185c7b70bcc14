import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './storage';
import { storedUser } from './stored-user';

afterEach(() => localStorage.clear());

describe('stored user', () => {
  it('reads the fields the storefront uses and keeps the others', () => {
    localStorage.setItem(
      STORAGE_KEYS.user,
      JSON.stringify({ user_id: 42, full_name: 'Asha Rao', email: 'a@b.co', createdAt: 'x' }),
    );
    expect(storedUser.get()).toEqual({
      user_id: '42',
      full_name: 'Asha Rao',
      email: 'a@b.co',
      createdAt: 'x',
    });
  });

  it.each([
    ['not JSON', '{oops'],
    ['no user_id', JSON.stringify({ full_name: 'Asha' })],
    ['a name that is not text', JSON.stringify({ user_id: 'u1', name: 7 })],
    ['a list', JSON.stringify([{ user_id: 'u1' }])],
  ])('discards a corrupt value (%s): the visitor is a guest', (_, raw) => {
    localStorage.setItem(STORAGE_KEYS.user, raw);
    expect(storedUser.get()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });
});
