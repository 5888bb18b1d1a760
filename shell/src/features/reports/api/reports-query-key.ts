// Its own module: the shell reloads the list by this key on a remote's event without loading TanStack Query.
export const REPORTS_QUERY_KEY = ['shell', 'reports'] as const;
