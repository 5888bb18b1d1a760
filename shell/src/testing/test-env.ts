import { REMOTE_IDS, type EnvironmentFile } from 'shared-contracts';
import type { CanaryAudience } from '../features/canary/canary-audience';

/** An environment file for tests: same-origin API, every registered remote pinned. */
export const TEST_ENV: EnvironmentFile = {
  name: 'test',
  production: false,
  apiBase: '/api',
  remotes: Object.fromEntries(
    REMOTE_IDS.map((remote) => [
      remote,
      { version: '1.0.0', manifestUrl: `http://remotes.test/${remote}/1.0.0/mf-manifest.json` },
    ]),
  ),
  external: { supportEmail: 'helpdesk@adintel.test' },
};

/** Whom tests draw canaries for: a signed-in user. */
export const TEST_AUDIENCE: CanaryAudience = { kind: 'user', key: 'analyst@demo.test' };
