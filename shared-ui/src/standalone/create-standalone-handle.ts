import { createTestHost, type TestHost } from 'shared-contracts/testing';
import { pickLanguage } from '../i18n/languages';
import { signInAsDemoAnalyst } from './demo-sign-in';

/** A dev host standing in for the shell, and the way to sign it in. */
export interface StandaloneHandle {
  host: TestHost;
  /** Logs in to the real API; the host sends the token from then on. Resolves to the token. */
  signIn(): Promise<string>;
}

/**
 * The host calls the API at `/api` on its own origin: the remote's dev server proxies it to
 * the API (devProxy in webpack.config.cjs), as the shell's server does in the suite.
 */
export function createStandaloneHandle(language: string = pickLanguage(navigator.language)): StandaloneHandle {
  let token: string | null = null;
  const host = createTestHost({ apiBase: '/api', getToken: () => token, claims: null, language });
  return {
    host,
    async signIn() {
      token = await signInAsDemoAnalyst(host);
      return token;
    },
  };
}
