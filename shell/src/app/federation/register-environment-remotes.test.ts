import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { EnvironmentFile } from 'shared-contracts';
import { TEST_ENV } from '../../testing/test-env';
import { registerEnvironmentRemotes, remotesOf } from './register-environment-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

describe('registerEnvironmentRemotes', () => {
  it('registers each pinned remote under its federation name with its manifest URL', () => {
    registerEnvironmentRemotes(TEST_ENV);
    expect(registerRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([
        { name: 'mf_sov', entry: 'http://remotes.test/mf-sov/1.0.0/mf-manifest.json' },
        { name: 'mf_marketing', entry: 'http://remotes.test/mf-marketing/1.0.0/mf-manifest.json' },
      ]),
    );
    expect(jest.mocked(registerRemotes).mock.calls[0]?.[0]).toHaveLength(6);
  });

  it('leaves out a remote the environment does not pin (its view falls back)', () => {
    const { 'mf-sov': _dropped, ...others } = TEST_ENV.remotes;
    const env = { ...TEST_ENV, remotes: others } as unknown as EnvironmentFile;
    expect(remotesOf(env).map((remote) => remote.name)).not.toContain('mf_sov');
    expect(remotesOf(env)).toHaveLength(5);
  });
});
