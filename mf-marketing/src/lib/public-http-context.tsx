import { createContext, useContext, type ReactNode } from 'react';
import type { HttpClient } from 'shared-contracts';
import { createPublicHttpClient } from './public-http';

// The default reads the global fetch at call time, so one client serves the whole remote.
const PublicHttpContext = createContext<HttpClient>(createPublicHttpClient());

/** Replaces the public client below it (tests give a fake one). */
export function PublicHttpProvider({ client, children }: { client: HttpClient; children: ReactNode }) {
  return <PublicHttpContext.Provider value={client}>{children}</PublicHttpContext.Provider>;
}

/** The token-free client every public call goes through. */
export function usePublicHttp(): HttpClient {
  return useContext(PublicHttpContext);
}
