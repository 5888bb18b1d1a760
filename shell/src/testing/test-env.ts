import type { EnvironmentFile } from 'shared-contracts';
import type { CanaryAudience } from '../features/canary/canary-audience';

/** An environment file for tests: same-origin API, every remote pinned. */
export const TEST_ENV: EnvironmentFile = {
  name: 'test',
  production: false,
  apiBase: '/api',
  remotes: {
    'mf-sov': { version: '1.0.0', manifestUrl: 'http://remotes.test/mf-sov/1.0.0/mf-manifest.json' },
    'mf-investment': { version: '1.0.0', manifestUrl: 'http://remotes.test/mf-investment/1.0.0/mf-manifest.json' },
    'mf-snapshots': { version: '1.0.0', manifestUrl: 'http://remotes.test/mf-snapshots/1.0.0/mf-manifest.json' },
    'mf-campaigns': { version: '1.0.0', manifestUrl: 'http://remotes.test/mf-campaigns/1.0.0/mf-manifest.json' },
    'mf-account': { version: '1.0.0', manifestUrl: 'http://remotes.test/mf-account/1.0.0/mf-manifest.json' },
    'mf-marketing': { version: '1.0.0', manifestUrl: 'http://remotes.test/mf-marketing/1.0.0/mf-manifest.json' },
  },
  external: { supportEmail: 'helpdesk@adintel.test' },
};

/** Whom tests draw canaries for: a signed-in user. */
export const TEST_AUDIENCE: CanaryAudience = { kind: 'user', key: 'analyst@demo.test' };
