import { Navigate } from 'shared-router';
import { landingPage, ROUTES } from 'shared-contracts';
import { useSession } from '../features/auth/auth-context';

const NO_ROLES: readonly string[] = [];

/** Bare /dashboard goes where login lands (docs/decisions.md#session-and-navigation). */
export function DashboardIndexRoute() {
  const roles = useSession((state) => state.claims?.roles ?? NO_ROLES);
  return <Navigate to={ROUTES.page(landingPage(roles))} replace />;
}
