import { REMOTE_IDS, type EnvironmentFile } from 'shared-contracts';
import type { CanaryAudience } from '../../features/canary/canary-audience';
import { canaryBucket } from '../../features/canary/canary-bucket';
import { TEST_AUDIENCE, TEST_ENV } from '../../testing/test-env';
import { allowedOriginsOf, appliedOverrides, resolveRemotePlan } from './resolve-remote-plan';

const PROD_ENV: EnvironmentFile = {
  ...TEST_ENV,
  name: 'prod',
  production: true,
  allowedOrigins: ['http://remotes.test'],
};

const CANARY_ENV: EnvironmentFile = {
  ...TEST_ENV,
  remotes: {
    ...TEST_ENV.remotes,
    'mf-sov': {
      version: '1.0.0',
      manifestUrl: 'http://remotes.test/mf-sov/1.0.0/mf-manifest.json',
      canary: { version: '1.1.0', manifestUrl: 'http://remotes.test/mf-sov/1.1.0/mf-manifest.json', percent: 50 },
    },
  },
};

/** A signed-in user who falls inside (or outside) a 50 % canary of mf-sov. */
function userOnSide(inside: boolean): CanaryAudience {
  for (let index = 0; ; index += 1) {
    const key = `customer${index}@demo.test`;
    if (canaryBucket(key, 'mf-sov') < 50 === inside) return { kind: 'user', key };
  }
}

describe('resolveRemotePlan with a canary', () => {
  it('loads the canary for an audience inside its share, and says where it fell', () => {
    const audience = userOnSide(true);
    expect(resolveRemotePlan(CANARY_ENV, {}, audience).entries['mf-sov']).toMatchObject({
      version: '1.1.0',
      pinnedVersion: '1.0.0',
      manifestUrl: 'http://remotes.test/mf-sov/1.1.0/mf-manifest.json',
      channel: 'canary',
      canary: { version: '1.1.0', percent: 50, bucket: canaryBucket(audience.key, 'mf-sov'), audience: 'user' },
    });
  });

  it('keeps the stable pin for an audience outside it, and leaves other remotes alone', () => {
    const plan = resolveRemotePlan(CANARY_ENV, {}, userOnSide(false));
    expect(plan.entries['mf-sov']).toMatchObject({ version: '1.0.0', channel: 'stable', canary: { percent: 50 } });
    expect(plan.entries['mf-account']).toMatchObject({ channel: 'stable', canary: null });
  });

  it('gives everybody the stable pin once the API rolled the canary back', () => {
    const plan = resolveRemotePlan(CANARY_ENV, {}, userOnSide(true), new Set(['mf-sov@1.1.0']));
    expect(plan.entries['mf-sov']).toMatchObject({
      version: '1.0.0',
      manifestUrl: 'http://remotes.test/mf-sov/1.0.0/mf-manifest.json',
      channel: 'stable',
      canary: { version: '1.1.0', rolledBack: true },
    });
  });

  it('lets a QA override win over the canary', () => {
    const plan = resolveRemotePlan(CANARY_ENV, { 'mf-sov': '1.2.0' }, userOnSide(true));
    expect(plan.entries['mf-sov']).toMatchObject({ version: '1.2.0', override: true });
  });

  it('refuses in production a canary whose origin is not allow-listed', () => {
    const env: EnvironmentFile = {
      ...CANARY_ENV,
      production: true,
      allowedOrigins: ['http://remotes.test'],
      remotes: {
        ...CANARY_ENV.remotes,
        'mf-sov': {
          version: '1.0.0',
          manifestUrl: 'http://remotes.test/mf-sov/1.0.0/mf-manifest.json',
          canary: {
            version: '1.1.0',
            manifestUrl: 'http://elsewhere.test/mf-sov/1.1.0/mf-manifest.json',
            percent: 100,
          },
        },
      },
    };
    expect(resolveRemotePlan(env, {}, userOnSide(true)).entries['mf-sov']).toMatchObject({
      channel: 'canary',
      refused: true,
    });
  });
});

describe('resolveRemotePlan', () => {
  it('loads every pinned version when nothing overrides it', () => {
    const plan = resolveRemotePlan(TEST_ENV, {}, TEST_AUDIENCE);
    expect(plan.entries['mf-sov']).toEqual({
      remote: 'mf-sov',
      version: '1.0.0',
      pinnedVersion: '1.0.0',
      manifestUrl: 'http://remotes.test/mf-sov/1.0.0/mf-manifest.json',
      override: false,
      local: false,
      refused: false,
      channel: 'stable',
      canary: null,
    });
    expect(Object.keys(plan.entries)).toEqual(REMOTE_IDS);
  });

  it('points an overridden remote at the same place with the other version segment', () => {
    const plan = resolveRemotePlan(TEST_ENV, { 'mf-sov': '1.1.0' }, TEST_AUDIENCE);
    expect(plan.entries['mf-sov']).toMatchObject({
      version: '1.1.0',
      pinnedVersion: '1.0.0',
      manifestUrl: 'http://remotes.test/mf-sov/1.1.0/mf-manifest.json',
      override: true,
    });
    expect(plan.entries['mf-account']?.override).toBe(false);
    expect(appliedOverrides(plan)).toEqual({ 'mf-sov': '1.1.0' });
  });

  it('ignores an override whose origin is not allow-listed or whose URL has no version segment', () => {
    const env: EnvironmentFile = {
      ...TEST_ENV,
      allowedOrigins: ['http://other.test'],
      remotes: { ...TEST_ENV.remotes, 'mf-account': { version: '1.0.0', manifestUrl: 'http://other.test/x.json' } },
    };
    const plan = resolveRemotePlan(env, { 'mf-sov': '1.1.0', 'mf-account': '1.1.0' }, TEST_AUDIENCE);
    expect(plan.entries['mf-sov']).toMatchObject({ version: '1.0.0', override: false, refused: false });
    expect(plan.ignoredOverrides).toEqual([
      { remote: 'mf-sov', version: '1.1.0', reason: 'origin-not-allowed' },
      { remote: 'mf-account', version: '1.1.0', reason: 'no-version-segment' },
    ]);
  });

  it('in production ignores overrides and refuses manifest URLs off the allow-list', () => {
    const env: EnvironmentFile = {
      ...PROD_ENV,
      remotes: { ...PROD_ENV.remotes, 'mf-sov': { version: '1.0.0', manifestUrl: 'https://evil.test/1.0.0/m.json' } },
    };
    const plan = resolveRemotePlan(env, { 'mf-account': '1.1.0' }, TEST_AUDIENCE);
    expect(plan.entries['mf-account']).toMatchObject({ version: '1.0.0', override: false, refused: false });
    expect(plan.entries['mf-sov']?.refused).toBe(true);
    expect(plan.ignoredOverrides).toEqual([{ remote: 'mf-account', version: '1.1.0', reason: 'production' }]);
  });

  it('trusts the pinned origins outside production when no allow-list is given, none in production', () => {
    expect(allowedOriginsOf(TEST_ENV)).toContain('http://remotes.test');
    expect(allowedOriginsOf({ ...TEST_ENV, production: true })).toEqual([]);
  });
});

describe('resolveRemotePlan with a build on this machine', () => {
  const LOCAL = 'http://localhost:4001/mf-manifest.json';

  it('loads the loopback manifest outside production, on any origin, and marks it local', () => {
    const plan = resolveRemotePlan(
      { ...TEST_ENV, allowedOrigins: ['http://remotes.test'] },
      { 'mf-sov': LOCAL },
      TEST_AUDIENCE,
    );
    expect(plan.entries['mf-sov']).toMatchObject({
      version: LOCAL,
      manifestUrl: LOCAL,
      pinnedVersion: '1.0.0',
      override: true,
      local: true,
      refused: false,
    });
    expect(plan.entries['mf-account']).toMatchObject({ override: false, local: false });
    expect(appliedOverrides(plan)).toEqual({ 'mf-sov': LOCAL });
  });

  it('refuses it in production and says so, keeping the pinned version', () => {
    const plan = resolveRemotePlan(PROD_ENV, { 'mf-sov': LOCAL }, TEST_AUDIENCE);
    expect(plan.entries['mf-sov']).toMatchObject({ version: '1.0.0', override: false, local: false });
    expect(plan.ignoredOverrides).toEqual([{ remote: 'mf-sov', version: LOCAL, reason: 'loopback-in-production' }]);
  });
});
