import { createContext, useContext } from 'react';
import type { HttpClient } from 'shared-contracts';
import { createPublicHttpClient } from './public-http';

// The default reads the global fetch at call time, so one client serves the whole remote.
const PublicHttpContext = createContext<HttpClient>(createPublicHttpClient());

/** Another client for the pages below: the shell's server calls the API by its absolute address. */
export const PublicHttpProvider = PublicHttpContext.Provider;

/** The token-free client every public call goes through. */
export function usePublicHttp(): HttpClient {
  return useContext(PublicHttpContext);
}
