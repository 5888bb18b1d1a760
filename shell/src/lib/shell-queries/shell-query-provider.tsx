import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useShellQueries } from './shell-queries';

const QUERY_DEFAULTS = { defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } };

/** TanStack Query's provider with the shell's one client, for the parts loaded on demand. */
export function ShellQueryProvider({ children }: { children: ReactNode }) {
  const client = useShellQueries().provide(() => new QueryClient(QUERY_DEFAULTS));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
