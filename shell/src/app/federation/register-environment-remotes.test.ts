import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_IDS, type EnvironmentFile } from 'shared-contracts';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { getRemotePlan, setRemotePlan } from '../../features/remote-view/lib/remote-plan';
import { safeStorage } from '../../lib/storage';
import { TEST_ENV } from '../../testing/test-env';
import { canaryBucket } from '../../features/canary/canary-bucket';
import { drawCanariesFor, startFederation } from './register-environment-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const storage = safeStorage(() => window.localStorage);

function start(env: EnvironmentFile, href = 'http://shell.test/dashboard/shareofvoice') {
  const replacePath = jest.fn();
  const plan = startFederation(env, { href, replacePath, storage });
  return { plan, replacePath, registered: jest.mocked(registerRemotes).mock.calls.at(-1)?.[0] ?? [] };
}

describe('startFederation', () => {
  beforeEach(() => {
    jest.mocked(registerRemotes).mockClear();
    window.localStorage.clear();
    setRemotePlan(null);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('registers each pinned remote under its federation name and records the plan', () => {
    const { registered, replacePath, plan } = start(TEST_ENV);
    expect(registered).toHaveLength(REMOTE_IDS.length);
    expect(registered).toContainEqual({ name: 'mf_sov', entry: 'http://remotes.test/mf-sov/1.0.0/mf-manifest.json' });
    expect(replacePath).not.toHaveBeenCalled();
    expect(getRemotePlan()).toBe(plan);
  });

  it('applies a QA override from the address, remembers it and takes it out of the address', () => {
    const { registered, replacePath } = start(TEST_ENV, 'http://shell.test/login?remote-override=mf-sov@1.1.0');
    expect(registered).toContainEqual({ name: 'mf_sov', entry: 'http://remotes.test/mf-sov/1.1.0/mf-manifest.json' });
    expect(replacePath).toHaveBeenCalledWith('/login');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.remoteOverrides) ?? '{}')).toEqual({
      'mf-sov': '1.1.0',
    });
    // The next load (a reload) keeps it from storage alone.
    expect(start(TEST_ENV).registered).toContainEqual({
      name: 'mf_sov',
      entry: 'http://remotes.test/mf-sov/1.1.0/mf-manifest.json',
    });
  });

  it('forgets every override on ?remote-override=clear', () => {
    start(TEST_ENV, 'http://shell.test/login?remote-override=mf-sov@1.1.0');
    const { registered } = start(TEST_ENV, 'http://shell.test/login?remote-override=clear');
    expect(registered).toContainEqual({ name: 'mf_sov', entry: 'http://remotes.test/mf-sov/1.0.0/mf-manifest.json' });
    expect(window.localStorage.getItem(STORAGE_KEYS.remoteOverrides)).toBeNull();
  });

  it('in production ignores overrides and leaves refused remotes unregistered', () => {
    const env: EnvironmentFile = {
      ...TEST_ENV,
      production: true,
      allowedOrigins: ['http://remotes.test'],
      remotes: { ...TEST_ENV.remotes, 'mf-sov': { version: '1.0.0', manifestUrl: 'https://evil.test/1.0.0/m.json' } },
    };
    const { registered } = start(env, 'http://shell.test/login?remote-override=mf-account@1.1.0');
    expect(registered.map((remote) => remote.name)).not.toContain('mf_sov');
    expect(registered).toContainEqual({
      name: 'mf_account',
      entry: 'http://remotes.test/mf-account/1.0.0/mf-manifest.json',
    });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('mf-account@1.1.0 ignored: production'));
  });

  it('leaves out a remote the environment does not pin (its view falls back)', () => {
    const { 'mf-sov': _dropped, ...others } = TEST_ENV.remotes;
    const { registered } = start({ ...TEST_ENV, remotes: others } as unknown as EnvironmentFile);
    expect(registered.map((remote) => remote.name)).not.toContain('mf_sov');
    expect(registered).toHaveLength(REMOTE_IDS.length - 1);
  });
});

const STABLE_URL = 'http://remotes.test/mf-sov/1.0.0/mf-manifest.json';
const CANARY_URL = 'http://remotes.test/mf-sov/1.1.0/mf-manifest.json';
const CANARY_ENV: EnvironmentFile = {
  ...TEST_ENV,
  remotes: {
    ...TEST_ENV.remotes,
    'mf-sov': {
      version: '1.0.0',
      manifestUrl: STABLE_URL,
      canary: { version: '1.1.0', manifestUrl: CANARY_URL, percent: 50 },
    },
  },
};

/** A user name that falls inside (or outside) the 50 % canary of mf-sov. */
function userOnSide(inside: boolean): string {
  for (let index = 0; ; index += 1) {
    const key = `customer${index}@demo.test`;
    if (canaryBucket(key, 'mf-sov') < 50 === inside) return key;
  }
}

describe('canaries at start-up and at sign-in', () => {
  beforeEach(() => {
    jest.mocked(registerRemotes).mockClear();
    window.localStorage.clear();
    setRemotePlan(null);
  });

  it('draws for the last user who signed in on this browser', () => {
    window.localStorage.setItem(STORAGE_KEYS.canaryAudience, `user:${userOnSide(true)}`);
    expect(start(CANARY_ENV).registered).toContainEqual({ name: 'mf_sov', entry: CANARY_URL });
    window.localStorage.setItem(STORAGE_KEYS.canaryAudience, `user:${userOnSide(false)}`);
    expect(start(CANARY_ENV).registered).toContainEqual({ name: 'mf_sov', entry: STABLE_URL });
  });

  it('draws for this browser before anyone signed in, and keeps that draw across page loads', () => {
    const first = start(CANARY_ENV).plan.entries['mf-sov'];
    expect(window.localStorage.getItem(STORAGE_KEYS.canaryAudience)).toMatch(/^browser:.+/);
    expect(first?.canary?.audience).toBe('browser');
    expect(start(CANARY_ENV).plan.entries['mf-sov']?.canary?.bucket).toBe(first?.canary?.bucket);
  });

  it('registers a remote again when the user who signs in falls on the other side', () => {
    window.localStorage.setItem(STORAGE_KEYS.canaryAudience, `user:${userOnSide(false)}`);
    start(CANARY_ENV);
    drawCanariesFor(userOnSide(true), () => false);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_sov', entry: CANARY_URL }], { force: true });
    expect(getRemotePlan()?.entries['mf-sov']).toMatchObject({ channel: 'canary', canary: { audience: 'user' } });
    expect(window.localStorage.getItem(STORAGE_KEYS.canaryAudience)).toBe(`user:${userOnSide(true)}`);
  });

  it('leaves a remote this page already loaded on its version until the next page load', () => {
    window.localStorage.setItem(STORAGE_KEYS.canaryAudience, `user:${userOnSide(false)}`);
    start(CANARY_ENV);
    jest.mocked(registerRemotes).mockClear();
    drawCanariesFor(userOnSide(true), (remote) => remote === 'mf-sov');
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(getRemotePlan()?.entries['mf-sov']).toMatchObject({ channel: 'stable', manifestUrl: STABLE_URL });
  });
});
