import { use, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'shared-router';
import { ROUTES } from 'shared-contracts';
import { useSession, useSessionController, useSessionMeta } from '../auth-context';
import { clearDeepLink, storeDeepLink } from '../lib/deep-link';

function RedirectToLogin() {
  const location = useLocation();
  const reason = useSessionMeta((state) => state.lastLogoutReason);
  useEffect(() => {
    // After a deliberate logout the page is not "asked for": the next user starts fresh.
    if (reason !== 'user') storeDeepLink(`${location.pathname}${location.search}`);
  }, [location.pathname, location.search, reason]);
  return <Navigate to={ROUTES.login} replace />;
}

/**
 * /dashboard/*: waits for the session to be restored, then lets a logged-in user through. While
 * restoring it suspends: the Suspense boundary above shows its placeholder, and goes on showing
 * the same one while the dashboard's code downloads (a placeholder drawn again would be painted
 * again, and its first paint would not count as the page's content).
 */
export function RequireAuth() {
  const { restored } = useSessionController();
  const phase = useSessionMeta((state) => state.phase);
  const status = useSession((state) => state.status);
  useEffect(() => {
    if (status === 'authenticated') clearDeepLink();
  }, [status]);
  if (phase === 'restoring') use(restored);
  if (status !== 'authenticated') return <RedirectToLogin />;
  return <Outlet />;
}
