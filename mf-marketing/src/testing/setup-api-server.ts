import { preloadMarketingPages } from '../app/marketing-routes';
import { preloadTranslations } from '../locales';
import { apiServer } from './api-server';

// The remote's jest setup (jest.config.cjs): every test file speaks HTTP to ./api-server.ts.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => apiServer.resetHandlers());
afterAll(() => apiServer.close());
// The pages' code and their words load on demand in the browser (app/lazy-page.tsx, locales/);
// here they are loaded first, so that a test meets its page drawn at once.
beforeAll(() => Promise.all([preloadMarketingPages(), preloadTranslations()]));
