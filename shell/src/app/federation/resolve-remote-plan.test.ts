import type { EnvironmentFile } from 'shared-contracts';
import { TEST_ENV } from '../../testing/test-env';
import { allowedOriginsOf, appliedOverrides, resolveRemotePlan } from './resolve-remote-plan';

const PROD_ENV: EnvironmentFile = {
  ...TEST_ENV,
  name: 'prod',
  production: true,
  allowedOrigins: ['http://remotes.test'],
};

describe('resolveRemotePlan', () => {
  it('loads every pinned version when nothing overrides it', () => {
    const plan = resolveRemotePlan(TEST_ENV, {});
    expect(plan.entries['mf-sov']).toEqual({
      remote: 'mf-sov',
      version: '1.0.0',
      pinnedVersion: '1.0.0',
      manifestUrl: 'http://remotes.test/mf-sov/1.0.0/mf-manifest.json',
      override: false,
      refused: false,
    });
    expect(Object.keys(plan.entries)).toHaveLength(6);
  });

  it('points an overridden remote at the same place with the other version segment', () => {
    const plan = resolveRemotePlan(TEST_ENV, { 'mf-sov': '1.1.0' });
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
    const plan = resolveRemotePlan(env, { 'mf-sov': '1.1.0', 'mf-account': '1.1.0' });
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
    const plan = resolveRemotePlan(env, { 'mf-account': '1.1.0' });
    expect(plan.entries['mf-account']).toMatchObject({ version: '1.0.0', override: false, refused: false });
    expect(plan.entries['mf-sov']?.refused).toBe(true);
    expect(plan.ignoredOverrides).toEqual([{ remote: 'mf-account', version: '1.1.0', reason: 'production' }]);
  });

  it('trusts the pinned origins outside production when no allow-list is given, none in production', () => {
    expect(allowedOriginsOf(TEST_ENV)).toContain('http://remotes.test');
    expect(allowedOriginsOf({ ...TEST_ENV, production: true })).toEqual([]);
  });
});
