import type { QueryClient } from '@tanstack/react-query';
import { createContextValue } from '../create-context-value';

/**
 * The shell's TanStack Query client, made by the first part of the page that queries (the
 * dashboard, a login dialog), so the login page loads no TanStack Query (issue 16). Before that
 * nothing is cached: there is nothing to clear or reload.
 */
export interface ShellQueries {
  /** The client, once made. */
  current(): QueryClient | null;
  /** The client, made by `make` on the first call. */
  provide(make: () => QueryClient): QueryClient;
}

export function createShellQueries(): ShellQueries {
  let client: QueryClient | null = null;
  return {
    current: () => client,
    provide: (make) => (client ??= make()),
  };
}

export const [ShellQueriesProvider, useShellQueries] = createContextValue<ShellQueries>('ShellQueries');
