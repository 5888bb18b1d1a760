import { CONTRACT_VERSION } from 'shared-contracts';
import { isFallbackModule } from '../../features/remote-view/lib/fallback-marker';
import fallbackPlugin, { handleErrorLoadRemote } from './fallback-plugin';

type Args = Parameters<typeof handleErrorLoadRemote>[0];

function args(overrides: Partial<Args>): Args {
  return {
    id: 'mf_sov/App',
    error: new Error('down'),
    from: 'runtime',
    lifecycle: 'onLoad',
    origin: {} as Args['origin'],
    ...overrides,
  };
}

describe('fallback runtime plugin', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('is a named runtime plugin with an errorLoadRemote hook', () => {
    const plugin = fallbackPlugin();
    expect(plugin.name).toBe('shell-remote-fallback');
    expect(plugin.errorLoadRemote).toBe(handleErrorLoadRemote);
  });

  it.each(['beforeRequest', 'afterResolve', 'beforeLoadShare'] as const)(
    'stays out of the %s lifecycle (its answer would be taken as a manifest)',
    async (lifecycle) => {
      await expect(handleErrorLoadRemote(args({ lifecycle }))).resolves.toBeUndefined();
    },
  );

  it('answers a marked fallback module when loadRemote fails', async () => {
    const error = new Error('down');
    const fallback = await handleErrorLoadRemote(args({ error }));
    expect(isFallbackModule(fallback)).toBe(true);
    expect(fallback).toMatchObject({
      contractVersion: CONTRACT_VERSION,
      __shellRemoteFallback: { id: 'mf_sov/App', error },
    });
  });

  it('answers a factory for remotes loaded by the build', async () => {
    const factory = await handleErrorLoadRemote(args({ from: 'build' }));
    expect(typeof factory).toBe('function');
    expect(isFallbackModule((factory as () => unknown)())).toBe(true);
  });
});
