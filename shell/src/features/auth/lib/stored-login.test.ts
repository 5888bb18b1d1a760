import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { createLocalLoginState } from './login-state';
import { sessionMayBeRestored } from './stored-login';

afterEach(() => window.localStorage.clear());

describe('sessionMayBeRestored', () => {
  it('is true on a browser that never logged in here', () => {
    expect(sessionMayBeRestored()).toBe(true);
  });

  it('reads what the login state store writes: false after a logout, true while logged in', () => {
    createLocalLoginState().write({ userIsLoggedIn: false, username: 'analyst@demo.test' });
    expect(sessionMayBeRestored()).toBe(false);
    createLocalLoginState().write({ userIsLoggedIn: true, username: 'analyst@demo.test' });
    expect(sessionMayBeRestored()).toBe(true);
  });

  it.each([
    ['not JSON', '{state'],
    ['another version', JSON.stringify({ state: { userIsLoggedIn: false, username: null }, version: 9 })],
    ['a malformed state', JSON.stringify({ state: { userIsLoggedIn: 'no' }, version: 10.2 })],
  ])('tries a restore when the stored value is %s, as the store does', (_case, raw) => {
    window.localStorage.setItem(STORAGE_KEYS.loginState, raw);
    expect(sessionMayBeRestored()).toBe(true);
    expect(createLocalLoginState().read()?.userIsLoggedIn ?? null).not.toBe(false);
  });
});
