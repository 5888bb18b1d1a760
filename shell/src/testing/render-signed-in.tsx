import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { TokenClaims } from 'shared-contracts';
import { createFakeApi, type FakeRoutes } from './fake-api';
import { fakeToken } from './fake-token';
import { createTestServices, renderWithShell } from './render-shell';

export interface SignedInOptions {
  routes?: FakeRoutes;
  claims?: Partial<TokenClaims>;
  url?: string;
}

/** Renders `ui` in the shell's providers for a user whose session was restored (the analyst by default). */
export async function renderSignedIn(
  ui: ReactNode,
  { routes = {}, claims = {}, url = '/dashboard/home' }: SignedInOptions = {},
) {
  const api = createFakeApi(routes, { refreshToken: fakeToken(claims) });
  const services = createTestServices({ fetchImpl: api.fetchImpl });
  await services.sessionController.restore();
  // jsdom computes styles slowly under antd's CSS-in-JS; the pointer-events check costs seconds per click.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { ...renderWithShell(ui, { services, url }), api, user };
}
