import { createFetchHttpClient } from './fetch-http-client';
import { HttpError } from './http';
import { createEventBus } from './events';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('createFetchHttpClient', () => {
  it('adds the bearer token and builds the query', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(jsonResponse(200, { ok: true }));
    const client = createFetchHttpClient({
      baseUrl: '/api',
      getToken: () => 'abc',
      onUnauthorized: jest.fn(),
      fetchImpl,
    });
    await expect(client.get('/v2/list', { query: { ids: [1, 2], q: 'x' } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v2/list?ids=1&ids=2&q=x');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('logs out on 401 and surfaces the API error message', async () => {
    const onUnauthorized = jest.fn();
    const fetchImpl = jest.fn().mockResolvedValue(jsonResponse(401, { error: 'Token expired' }));
    const client = createFetchHttpClient({ baseUrl: '/api', getToken: () => null, onUnauthorized, fetchImpl });
    await expect(client.post('/v2/sov/industries', [])).rejects.toEqual(new HttpError(401, 'Token expired'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('sends a FormData body as multipart, with the token and without a JSON content type', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(jsonResponse(201, { id: 9 }));
    const client = createFetchHttpClient({
      baseUrl: '/api',
      getToken: () => 'abc',
      onUnauthorized: jest.fn(),
      fetchImpl,
    });
    const form = new FormData();
    form.append('title', 'Help');
    await expect(client.post('/v2/help/tickets', form)).resolves.toEqual({ id: 9 });
    const [, init] = fetchImpl.mock.calls[0] as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer abc' });
  });

  it('raises the error field of other failures', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(jsonResponse(400, { error: 'body/countries must be array' }));
    const client = createFetchHttpClient({
      baseUrl: '/api',
      getToken: () => null,
      onUnauthorized: jest.fn(),
      fetchImpl,
    });
    await expect(client.get('/x')).rejects.toMatchObject({ status: 400, message: 'body/countries must be array' });
  });
});

describe('createEventBus', () => {
  it('delivers typed events until the listener is removed', () => {
    const bus = createEventBus();
    const listener = jest.fn();
    const off = bus.on('filter:queue', listener);
    const payload = { group: 'advertisers' as const, item: { id: 7, label: 'Acme', value: '7' } };
    bus.emit('filter:queue', payload);
    off();
    bus.emit('filter:queue', payload);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(payload);
  });
});
