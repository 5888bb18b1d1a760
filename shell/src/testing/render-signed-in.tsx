import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { TokenClaims } from 'shared-contracts';
import { createFakeApi, type FakeRoutes } from './fake-api';
import { fakeToken } from './fake-token';
import { createTestServices, renderInAct, renderWithShell } from './render-shell';

export interface SignedInOptions {
  routes?: FakeRoutes;
  claims?: Partial<TokenClaims>;
  url?: string;
  /**
   * Render inside an async act, so what the first render starts and settles at once (antd's
   * Menu updates itself in a microtask after mounting; answers of the fake API) is wrapped in
   * act too. Off by default: a test may look at the state before the answers.
   */
  settle?: boolean;
}

/** Renders `ui` in the shell's providers for a user whose session was restored (the analyst by default). */
export async function renderSignedIn(
  ui: ReactNode,
  { routes = {}, claims = {}, url = '/dashboard/home', settle = false }: SignedInOptions = {},
) {
  const api = createFakeApi(routes, { refreshToken: fakeToken(claims) });
  const services = createTestServices();
  await services.sessionController.restore();
  // jsdom computes styles slowly under antd's CSS-in-JS; the pointer-events check costs seconds per click.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const render = () => renderWithShell(ui, { services, url });
  return { ...(settle ? await renderInAct(render) : render()), api, user };
}
