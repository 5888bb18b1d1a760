import type { EnvironmentFile } from 'shared-contracts';
import { TEST_ENV } from '../../testing/test-env';
import { hasCanary, loadCanaryRollbacks } from './canary-rollbacks';

const WITH_CANARY: EnvironmentFile = {
  ...TEST_ENV,
  remotes: {
    ...TEST_ENV.remotes,
    'mf-sov': {
      version: '1.0.0',
      manifestUrl: 'http://remotes.test/mf-sov/1.0.0/mf-manifest.json',
      canary: { version: '1.1.0', manifestUrl: 'http://remotes.test/mf-sov/1.1.0/mf-manifest.json', percent: 10 },
    },
  },
};

const answering = (status: number, body: unknown) =>
  jest.fn(async () => ({ ok: status < 300, status, json: async () => body }) as Response);

describe('canary rollbacks at start-up', () => {
  it('asks the API only when the environment has a canary', async () => {
    const fetchImpl = answering(200, { env: 'test', rollbacks: [] });
    expect(hasCanary(TEST_ENV)).toBe(false);
    expect(await loadCanaryRollbacks(TEST_ENV, fetchImpl)).toEqual(new Set());
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('reads the rolled-back canaries of this environment', async () => {
    const fetchImpl = answering(200, {
      env: 'test',
      rollbacks: [{ remote: 'mf-sov', version: '1.1.0', loads: 40, failures: 9, rolledBackAt: '2026-11-23T10:00:00Z' }],
    });
    expect(await loadCanaryRollbacks(WITH_CANARY, fetchImpl)).toEqual(new Set(['mf-sov@1.1.0']));
    expect(fetchImpl).toHaveBeenCalledWith('/api/v2/federation/rollbacks?env=test', expect.anything());
  });

  it('keeps the canaries when the API cannot say (the page still starts)', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await loadCanaryRollbacks(WITH_CANARY, answering(503, {}))).toEqual(new Set());
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('canary rollbacks could not be read'),
      expect.any(Error),
    );
  });
});
