import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'shared-router';
import { AppRoutes } from '../app/app-routes';
import { createShellServices, type ShellServices } from '../app/create-shell-services';
import { preloadDashboard } from '../app/lazy-dashboard-routes';
import { ShellProviders } from '../app/shell-providers';
import { SharedAntdFrame } from '../features/theme/antd/shared-antd-frame';
import { ShellQueryProvider } from '../lib/shell-queries/shell-query-provider';
import { createShellI18n } from '../lib/i18n';
import type { Language } from '../locales';
import { TEST_ENV } from './test-env';

/** Shows the router's current path, so tests can assert where a redirect went (role status). */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current location">{`${location.pathname}${location.search}`}</output>;
}

export interface TestServicesOptions {
  language?: Language;
}

/** The shell's services, in a fixed language; their `fetch` reaches the test API server (./api-server.ts). */
export function createTestServices({ language = 'en' }: TestServicesOptions = {}): ShellServices {
  return createShellServices({ env: TEST_ENV, i18n: createShellI18n(language) });
}

export interface RenderWithShellOptions {
  services: ShellServices;
  url?: string;
  /**
   * Wraps `ui` in what the dashboard wraps its parts in: the suite's antd providers and TanStack
   * Query's client (default). The whole app (renderShell) goes without: it loads them where the
   * app does.
   */
  antdFrame?: boolean;
}

/** Wraps any part of the shell in its providers and a memory router at `url`. */
export function renderWithShell(ui: ReactNode, { services, url = '/', antdFrame = true }: RenderWithShellOptions) {
  const user = userEvent.setup();
  const view = render(
    <ShellProviders services={services}>
      <MemoryRouter initialEntries={[url]}>
        {antdFrame ? (
          <SharedAntdFrame>
            <ShellQueryProvider>{ui}</ShellQueryProvider>
          </SharedAntdFrame>
        ) : (
          ui
        )}
        <LocationProbe />
      </MemoryRouter>
    </ShellProviders>,
  );
  return { ...view, services, user };
}

/**
 * Renders inside an async act: antd's Menu registers its items in a microtask after mounting and
 * then updates itself, which a plain (synchronous) render leaves outside act.
 */
export async function renderInAct<T>(renderUi: () => T): Promise<T> {
  let view: T | undefined;
  await act(async () => {
    view = renderUi();
  });
  return view as T;
}

/** The whole shell (providers, routes, layout) at `url`, once the start-up session restore answered. */
export async function renderShell({ url = '/', ...options }: TestServicesOptions & { url?: string } = {}) {
  const services = createTestServices(options);
  await services.sessionController.restore();
  // The dashboard's code is fetched on demand in the app; here it is ready before the first render,
  // so the tests wait on what the user sees, not on jest compiling the dashboard's modules.
  await preloadDashboard();
  return renderInAct(() => renderWithShell(<AppRoutes />, { services, url, antdFrame: false }));
}
