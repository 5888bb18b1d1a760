import { HttpError } from 'shared-contracts';
import { createTestHost } from 'shared-contracts/testing';
import { analystToken } from './fake-api.test-utils';
import { DEMO_ANALYST, signInAsDemoAnalyst } from './demo-sign-in';

describe('signInAsDemoAnalyst', () => {
  it('posts the demo credentials, then sets the session and the default search from the claims', async () => {
    const token = analystToken();
    const post = jest.fn().mockResolvedValue({ token });
    const host = createTestHost({ claims: null, http: { post, get: jest.fn(), request: jest.fn() } });

    await expect(signInAsDemoAnalyst(host, '2024-07-20')).resolves.toBe(token);

    expect(post).toHaveBeenCalledWith('/login', DEMO_ANALYST);
    expect(host.session.getState()).toMatchObject({
      status: 'authenticated',
      claims: { username: 'analyst@demo.test' },
    });
    expect(host.search.getState()).toMatchObject({ countries: ['AR'], startDate: '2024-07-05', endDate: '2024-07-20' });
  });

  it('fails when the API answers without a token, and passes HTTP errors on', async () => {
    const withoutToken = createTestHost({
      claims: null,
      http: { post: jest.fn().mockResolvedValue({}), get: jest.fn(), request: jest.fn() },
    });
    await expect(signInAsDemoAnalyst(withoutToken)).rejects.toThrow('without a token');
    expect(withoutToken.session.getState().status).toBe('anonymous');

    const refused = createTestHost({
      claims: null,
      http: {
        post: jest.fn().mockRejectedValue(new HttpError(401, 'Bad credentials')),
        get: jest.fn(),
        request: jest.fn(),
      },
    });
    await expect(signInAsDemoAnalyst(refused)).rejects.toThrow('Bad credentials');
  });
});
