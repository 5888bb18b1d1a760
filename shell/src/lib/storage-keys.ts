/** Every key the shell writes to web storage, in one place so none collides or leaks a secret. */
export const STORAGE_KEYS = {
  /** localStorage: the language the user picked. */
  language: 'suite.language',
  /** localStorage: 'light' or 'dark' once the user toggles; absent means follow the system. */
  themeMode: 'suite.themeMode',
  /** localStorage: whether a session is expected and for whom; never a token or password (version 10.2). */
  loginState: 'suite.loginState',
  /** localStorage: the search of the open session, without its countries (version 10.2). */
  search: 'suite.search',
  /** localStorage: the last data page and whether My Reports is expanded (version 10.2). */
  navigation: 'suite.navigation',
  /** sessionStorage: the dashboard path (with query) asked for before login. */
  deepLink: 'suite.deepLink',
  /** localStorage: a search handed to a new tab (a share-link query), removed once applied. */
  sharedSearch: 'suite.sharedSearch',
  /** localStorage: QA overrides, remote -> version this browser loads (ignored in production). */
  remoteOverrides: 'suite.remoteOverrides',
  /** localStorage: who canaries are assigned by: the last user name signed in here, else a browser id. */
  canaryAudience: 'suite.canaryAudience',
  /** localStorage: the visitor's answer to the public pages' tracker, 'granted' or 'declined'. */
  analyticsConsent: 'suite.analyticsConsent',
} as const;

/**
 * The version the persisted stores write (docs/product.md#session-and-login): a value written by
 * another version is dropped. Here, beside the keys, so the page's entry can read a stored value
 * (the login state, before the app starts) without zustand.
 */
export const STORE_VERSION = 10.2;
