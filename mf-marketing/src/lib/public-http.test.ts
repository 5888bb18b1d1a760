import { HttpError } from 'shared-contracts';
import { createFakeApi, NOT_FOUND } from '../testing/fake-api';
import { createPublicHttpClient } from './public-http';

describe('the public HTTP client', () => {
  it('calls the same-origin API without any authorization header', async () => {
    const api = createFakeApi({ 'GET /api/getspot/7': { status: 200, body: { id: 7 } } });
    const client = createPublicHttpClient();

    await expect(client.get('/getspot/7')).resolves.toEqual({ id: 7 });
    expect(api.requests[0]?.url).toBe('/api/getspot/7');
    expect(api.requests[0]?.headers).toEqual({ accept: 'application/json' });
  });

  it("surfaces the API's error and treats a 401 as a plain failure", async () => {
    createFakeApi({
      'GET /api/v2/marketing/records': { status: 401, body: { error: 'Nope' } },
      'GET /api/getspot/1': NOT_FOUND,
    });
    const client = createPublicHttpClient();

    await expect(client.get('/v2/marketing/records')).rejects.toEqual(new HttpError(401, 'Nope'));
    await expect(client.get('/getspot/1')).rejects.toEqual(new HttpError(404, 'Not found'));
  });
});
