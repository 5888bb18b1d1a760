import { createTestHost, type TestHost } from 'shared-contracts/testing';
import { renderWithHost, type RenderWithHostResult } from 'shared-ui/testing';
import MarketingRoot from '../app/exposed-root';
import { createFakeApi, type FakeApi } from './fake-api';

export interface RenderMarketingOptions {
  /** By default an anonymous visitor's host in English. */
  host?: TestHost;
  api?: FakeApi;
}

export interface RenderMarketingResult extends RenderWithHostResult {
  api: FakeApi;
}

/** The remote as the shell mounts it at `route`, its public client talking to the fake API (`api`, or none). */
export function renderMarketing(route: string, options: RenderMarketingOptions = {}): RenderMarketingResult {
  const host = options.host ?? createTestHost({ claims: null });
  const api = options.api ?? createFakeApi();
  const result = renderWithHost(<MarketingRoot host={host} page="home" />, { host, route });
  return { ...result, api };
}
