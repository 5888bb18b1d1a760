import { setupServer } from 'msw/node';

/**
 * The API the remote's tests talk to: MSW intercepts the real `fetch`, and each test lays its
 * routes on it (./fake-api.ts). Started, reset and closed by ./setup-api-server.ts; a request no
 * route answers fails the test.
 */
export const apiServer = setupServer();
