import type { ReactNode } from 'react';
import { Navigate } from 'shared-router';
import { useTranslation } from 'react-i18next';
import { landingPage, ROUTES } from 'shared-contracts';
import { FullPageSpin } from '../../../lib/full-page-spin';
import { useSession, useSessionMeta } from '../auth-context';
import { readDeepLink } from '../lib/deep-link';

/**
 * /login: a logged-in user goes to the deep link stored before login when it is safe, else to
 * the landing page of their roles. The dashboard guard clears the link once it is reached.
 */
export function GuestOnlyRoute({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const phase = useSessionMeta((state) => state.phase);
  const claims = useSession((state) => state.claims);
  if (phase === 'restoring') return <FullPageSpin label={t('app.loadingSession')} />;
  if (claims) return <Navigate to={readDeepLink() ?? ROUTES.page(landingPage(claims.roles))} replace />;
  return children;
}
