/** Every key the shell writes to web storage, in one place so none collides or leaks a secret. */
export const STORAGE_KEYS = {
  /** localStorage: the language the user picked. */
  language: 'suite.language',
  /** localStorage: 'light' or 'dark' once the user toggles; absent means follow the system. */
  themeMode: 'suite.themeMode',
  /** localStorage: whether a session is expected and for whom; never a token or password. */
  loginState: 'suite.loginState',
  /** sessionStorage: the dashboard path (with query) asked for before login. */
  deepLink: 'suite.deepLink',
} as const;
