import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { clearDeepLink, readDeepLink, storeDeepLink } from './deep-link';

describe('deep link', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps a dashboard path with its query for after login', () => {
    storeDeepLink('/dashboard/investment?countries=AR&from=2024-06-01');
    expect(readDeepLink()).toBe('/dashboard/investment?countries=AR&from=2024-06-01');
  });

  it.each(['/login', 'https://evil.test/dashboard/x', '//evil.test/dashboard/x', '/dashboard'])(
    'does not store %s',
    (path) => {
      storeDeepLink(path);
      expect(window.sessionStorage.getItem(STORAGE_KEYS.deepLink)).toBeNull();
    },
  );

  it('drops an unsafe stored value instead of following it', () => {
    window.sessionStorage.setItem(STORAGE_KEYS.deepLink, 'javascript:alert(1)//dashboard/');
    expect(readDeepLink()).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.deepLink)).toBeNull();
  });

  it('forgets the link once cleared', () => {
    storeDeepLink('/dashboard/snapshots');
    clearDeepLink();
    expect(readDeepLink()).toBeNull();
  });
});
