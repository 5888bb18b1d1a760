/** Settings of the account features, read from the environment (api/README.md). */
export interface AccountSettings {
  /** The dashboard's origin, for links in e-mails (`APP_URL`). */
  appUrl: string;
}

type Env = Readonly<Record<string, string | undefined>>;

const DEFAULT_APP_URL = 'http://127.0.0.1:3000';

export function readAccountSettings(env: Env): AccountSettings {
  const appUrl = (env.APP_URL || DEFAULT_APP_URL).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(appUrl)) throw new Error(`APP_URL must start with http:// or https://, got "${appUrl}"`);
  return { appUrl };
}
