import { Route, Routes } from 'shared-router';
import type { SearchState } from 'shared-contracts';
import { DialogHost } from '../app/layout/dialog-host';
import { HostBridgeConnector } from '../app/host-bridge-connector';
import { createFakeAuthApi } from './fake-auth-api';
import { fakeToken } from './fake-token';
import { createTestServices, renderWithShell } from './render-shell';
import { SearchToolbarSlot } from '../features/search-toolbar/components/search-toolbar-slot';

/**
 * A data page's toolbar and the shell's dialog host for a logged-in analyst: what a remote's
 * `host.openDialog` reaches, and the toolbar that acts on the dialogs' filter events.
 */
export async function renderWithDialogs({ url, search }: { url: string; search?: Partial<SearchState> }) {
  createFakeAuthApi({ refreshToken: fakeToken() });
  const services = createTestServices();
  await services.sessionController.restore();
  if (search) services.search.setState(search);
  const view = renderWithShell(
    <>
      <HostBridgeConnector />
      <Routes>
        <Route path="/dashboard/*" element={<SearchToolbarSlot />} />
      </Routes>
      <DialogHost />
    </>,
    { services, url },
  );
  return { ...view, search: () => services.search.getState() };
}
