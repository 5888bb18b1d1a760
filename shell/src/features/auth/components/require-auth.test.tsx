import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Suspense, use, type ReactNode } from 'react';
import { Route, Routes } from 'shared-router';
import { apiServer } from '../../../testing/api-server';
import { fakeToken } from '../../../testing/fake-token';
import type { ShellServices } from '../../../app/create-shell-services';
import { createTestServices, renderInAct, renderWithShell } from '../../../testing/render-shell';
import { RequireAuth } from './require-auth';

/** A promise the test settles when it chooses. */
function held<T>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (release = resolve));
  return { promise, release };
}

/**
 * /dashboard/shareofvoice behind RequireAuth, with a Suspense boundary above it as the shell has,
 * `page` below it, and a login page to be sent to.
 */
function renderDashboardAt(services: ShellServices, page: ReactNode) {
  return renderInAct(() =>
    renderWithShell(
      <Routes>
        <Route
          path="/dashboard"
          element={
            <Suspense fallback={<div role="status" aria-label="Loading your session…" />}>
              <RequireAuth />
            </Suspense>
          }
        >
          <Route path="*" element={page} />
        </Route>
        <Route path="/login" element={<h1>Log in</h1>} />
      </Routes>,
      { services, url: '/dashboard/shareofvoice', antdFrame: false },
    ),
  );
}

describe('RequireAuth', () => {
  it('keeps one placeholder on screen from the restore until the page below has loaded', async () => {
    const refresh = held<void>();
    apiServer.use(
      http.post('/api/auth/refresh', async () => {
        await refresh.promise;
        return HttpResponse.json({ token: fakeToken() });
      }),
    );
    const pageCode = held<string>();
    function PageStillLoading() {
      return <p>{use(pageCode.promise)}</p>;
    }
    const services = createTestServices();
    const restoring = services.sessionController.restore();
    await renderDashboardAt(services, <PageStillLoading />);
    const placeholder = screen.getByRole('status', { name: 'Loading your session…' });

    await act(async () => {
      refresh.release();
      await restoring;
    });
    // Restored, the page's code still on its way: the same placeholder, not one drawn again.
    expect(services.sessionController.session.getState().status).toBe('authenticated');
    expect(screen.getByRole('status', { name: 'Loading your session…' })).toBe(placeholder);

    await act(async () => pageCode.release('Share of Voice, drawn'));
    expect(screen.getByText('Share of Voice, drawn')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your session…' })).not.toBeInTheDocument();
  });

  it('sends a visitor without a session to the login page once the restore has answered', async () => {
    const refresh = held<void>();
    apiServer.use(
      http.post('/api/auth/refresh', async () => {
        await refresh.promise;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const services = createTestServices();
    const restoring = services.sessionController.restore();
    await renderDashboardAt(services, <p>Private page</p>);
    expect(screen.getByRole('status', { name: 'Loading your session…' })).toBeInTheDocument();
    await act(async () => {
      refresh.release();
      await restoring;
    });
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText('Private page')).not.toBeInTheDocument();
  });
});
