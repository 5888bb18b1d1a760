import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { HostApi } from 'shared-contracts';

/**
 * Reloads `queryKey` (a module constant) whenever `event` is said on the host's bus: by the
 * shell's dialogs after a save, or by this remote after its own change (HostEvents).
 */
export function useReloadOn(host: HostApi, event: 'reports:changed' | 'alerts:changed', queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  useEffect(
    () => host.events.on(event, () => void queryClient.invalidateQueries({ queryKey })),
    [host, event, queryKey, queryClient],
  );
}
