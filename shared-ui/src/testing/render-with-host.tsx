import { QueryClient } from '@tanstack/react-query';
import { act, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'shared-router';
import type { SearchState } from 'shared-contracts';
import { createTestHost, type TestHost } from 'shared-contracts/testing';
import { HostProviders } from '../providers/host-providers';

export interface RenderWithHostOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** The host the page under test gets; by default `createTestHost()`. */
  host?: TestHost;
  /** The router's current path. */
  route?: string;
  /** The TanStack Query client (by default a new one without retries), e.g. one already holding queries. */
  queryClient?: QueryClient;
}

export interface RenderWithHostResult extends RenderResult {
  host: TestHost;
  queryClient: QueryClient;
}

/** No retries: a failing request fails the test at once instead of after the backoff. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders `ui` inside what the shell gives a remote: QueryClient, i18next, antd and a router. */
export function renderWithHost(ui: ReactElement, options: RenderWithHostOptions = {}): RenderWithHostResult {
  const { host = createTestHost(), route = '/', queryClient = createTestQueryClient(), ...renderOptions } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[route]}>
        <HostProviders host={host} queryClient={queryClient}>
          {children}
        </HostProviders>
      </MemoryRouter>
    );
  }
  const result: RenderResult = render(ui, { ...renderOptions, wrapper: Wrapper });
  return { host, queryClient, ...result };
}

/** Plays the shell applying a new search: the remote's subscriptions update inside act. */
export function applySearch(host: TestHost, patch: Partial<SearchState>): void {
  act(() => host.search.setState(patch));
}
