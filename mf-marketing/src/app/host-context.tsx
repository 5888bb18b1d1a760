import { createContext, useContext, type ReactNode } from 'react';
import type { HostApi } from 'shared-contracts';

const HostContext = createContext<HostApi | null>(null);

/** The public area routes several pages below one root: they read the host from here. */
export function HostProvider({ host, children }: { host: HostApi; children: ReactNode }) {
  return <HostContext.Provider value={host}>{children}</HostContext.Provider>;
}

export function useHost(): HostApi {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost: no HostProvider above (render through the exposed root)');
  return host;
}
