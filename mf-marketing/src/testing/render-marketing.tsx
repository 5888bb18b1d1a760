import { createTestHost, type TestHost } from 'shared-contracts/testing';
import { renderWithHost, type RenderWithHostResult } from 'shared-ui/testing';
import MarketingRoot from '../app/exposed-root';
import { createPublicHttpClient } from '../lib/public-http';
import { PublicHttpProvider } from '../lib/public-http-context';
import { createFakeApi, type FakeApi } from './fake-api';

export interface RenderMarketingOptions {
  /** By default an anonymous visitor's host in English. */
  host?: TestHost;
  api?: FakeApi;
}

export interface RenderMarketingResult extends RenderWithHostResult {
  api: FakeApi;
}

/** The remote as the shell mounts it at `route`, its public client talking to a fake API. */
export function renderMarketing(route: string, options: RenderMarketingOptions = {}): RenderMarketingResult {
  const host = options.host ?? createTestHost({ claims: null });
  const api = options.api ?? createFakeApi();
  const result = renderWithHost(
    <PublicHttpProvider client={createPublicHttpClient(api.fetchImpl)}>
      <MarketingRoot host={host} page="home" />
    </PublicHttpProvider>,
    { host, route },
  );
  return { ...result, api };
}
