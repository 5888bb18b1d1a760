import { REMOTE_IDS } from 'shared-contracts';
import type { DiagnosticsRow } from '../../features/diagnostics/lib/diagnostics-row';
import type { RemotePlan } from '../../features/remote-view/lib/remote-plan';
import type { RemoteLoadsState } from '../../features/remote-view/stores/remote-loads-store';

/** One row per remote of the suite: what the start-up plan chose and how its last load went. */
export function diagnosticsRows(plan: RemotePlan | null, loads: RemoteLoadsState['loads']): DiagnosticsRow[] {
  return REMOTE_IDS.map((remote) => {
    const entry = plan?.entries[remote];
    const load = loads[remote];
    const status = load?.status ?? (!entry ? 'notPinned' : entry.refused ? 'refused' : 'notLoaded');
    return {
      remote,
      version: entry?.version ?? null,
      pinnedVersion: entry?.pinnedVersion ?? null,
      override: entry?.override ?? false,
      local: entry?.local ?? false,
      canary: entry?.canary ? { ...entry.canary, channel: entry.channel } : null,
      manifestUrl: entry?.manifestUrl ?? null,
      contractVersion: load?.contractVersion ?? null,
      loadMs: load?.loadMs ?? null,
      status,
    };
  });
}
