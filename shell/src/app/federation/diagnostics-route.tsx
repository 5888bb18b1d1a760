import { Navigate } from 'shared-router';
import { CONTRACT_VERSION, ROUTES } from 'shared-contracts';
import { useSession } from '../../features/auth/auth-context';
import { DiagnosticsPanel } from '../../features/diagnostics/components/diagnostics-panel';
import { LoginLockoutsTable } from '../../features/diagnostics/components/login-lockouts-table';
import { RemoteHealthTable } from '../../features/diagnostics/components/remote-health-table';
import { canSeeDiagnostics } from '../../features/diagnostics/lib/can-see-diagnostics';
import { LocalOverlayForm } from '../../features/diagnostics/components/local-overlay-form';
import { getRemotePlan } from '../../features/remote-view/lib/remote-plan';
import { useRemoteLoads } from '../../features/remote-view/stores/remote-loads-store';
import { useShellServices } from '../shell-services-context';
import { diagnosticsRows } from './diagnostics-rows';

/** /dashboard/diagnostics: the remotes of this page; /404 for all but super admins, in every environment. */
export function DiagnosticsRoute() {
  const { env } = useShellServices();
  const roles = useSession((state) => state.claims?.roles);
  const loads = useRemoteLoads();
  if (!roles || !canSeeDiagnostics(roles)) return <Navigate to={ROUTES.notFound} replace />;
  return (
    <>
      <DiagnosticsPanel
        envName={env.name}
        production={env.production}
        hostContractVersion={CONTRACT_VERSION}
        rows={diagnosticsRows(getRemotePlan(), loads)}
      />
      <LocalOverlayForm production={env.production} />
      <RemoteHealthTable env={env.name} />
      <LoginLockoutsTable />
    </>
  );
}
