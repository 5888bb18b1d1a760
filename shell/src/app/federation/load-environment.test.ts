import { TEST_ENV } from '../../testing/test-env';
import { EnvironmentLoadError, loadEnvironment } from './load-environment';

function respond(status: number, body: () => Promise<unknown>) {
  return jest.fn(async () => ({ ok: status < 300, status, json: body }) as unknown as Response);
}

describe('loadEnvironment', () => {
  it('reads /env.json bypassing the cache', async () => {
    const fetchImpl = respond(200, async () => TEST_ENV);
    await expect(loadEnvironment(fetchImpl)).resolves.toEqual(TEST_ENV);
    expect(fetchImpl).toHaveBeenCalledWith('/env.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it.each([
    ['an HTTP error', respond(404, async () => ({}))],
    ['a body that is not JSON', respond(200, async () => Promise.reject(new SyntaxError('bad')))],
    ['a file without remotes', respond(200, async () => ({ apiBase: '/api', external: {} }))],
    ['allowedOrigins that is not a list', respond(200, async () => ({ ...TEST_ENV, allowedOrigins: 'http://x.test' }))],
    ['a network failure', jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
  ])('fails clearly on %s', async (_case, fetchImpl) => {
    await expect(loadEnvironment(fetchImpl as unknown as typeof fetch)).rejects.toBeInstanceOf(EnvironmentLoadError);
  });

  it('names every field that breaks the schema', async () => {
    const broken = {
      ...TEST_ENV,
      remotes: { ...TEST_ENV.remotes, 'mf-sov': { version: 'latest', manifestUrl: 'http://127.0.0.1:3001/x.json' } },
      allowedOrigins: ['http://127.0.0.1:3001/path'],
    };
    const failure = loadEnvironment(respond(200, async () => broken));
    await expect(failure).rejects.toThrow('remotes.mf-sov.version: must be a version such as 1.2.0');
    await expect(failure).rejects.toThrow('allowedOrigins.0: must be an origin, without a path');
  });

  it('refuses a canary share outside 0 to 100', async () => {
    const pin = TEST_ENV.remotes['mf-sov'];
    const broken = {
      ...TEST_ENV,
      remotes: {
        ...TEST_ENV.remotes,
        'mf-sov': { ...pin, canary: { version: '1.1.0', manifestUrl: pin?.manifestUrl, percent: 150 } },
      },
    };
    await expect(loadEnvironment(respond(200, async () => broken))).rejects.toThrow(
      'remotes.mf-sov.canary.percent: must be 0 to 100',
    );
  });
});
