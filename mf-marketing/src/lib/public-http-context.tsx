import { createContext, useContext } from 'react';
import type { HttpClient } from 'shared-contracts';
import { createPublicHttpClient } from './public-http';

// The default reads the global fetch at call time, so one client serves the whole remote.
const PublicHttpContext = createContext<HttpClient>(createPublicHttpClient());

/** The token-free client every public call goes through. */
export function usePublicHttp(): HttpClient {
  return useContext(PublicHttpContext);
}
