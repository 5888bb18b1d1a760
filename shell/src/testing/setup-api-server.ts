import { apiServer } from './api-server';

// The shell's jest setup (jest.config.cjs): every test file speaks HTTP to ./api-server.ts.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => apiServer.resetHandlers());
afterAll(() => apiServer.close());
