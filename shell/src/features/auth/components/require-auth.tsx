import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'shared-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from 'shared-contracts';
import { FullPageSpin } from '../../../lib/full-page-spin';
import { useSession, useSessionMeta } from '../auth-context';
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

/** /dashboard/*: waits for the session to be restored, then lets a logged-in user through. */
export function RequireAuth() {
  const { t } = useTranslation();
  const phase = useSessionMeta((state) => state.phase);
  const status = useSession((state) => state.status);
  useEffect(() => {
    if (status === 'authenticated') clearDeepLink();
  }, [status]);
  if (phase === 'restoring') return <FullPageSpin label={t('app.loadingSession')} />;
  if (status !== 'authenticated') return <RedirectToLogin />;
  return <Outlet />;
}
