import type { HostApi } from 'shared-contracts';
import { useStore } from 'zustand';

const NO_ROLES: readonly string[] = [];

/** The roles of the session's token (none when logged out). */
export function useRoles(host: HostApi): readonly string[] {
  return useStore(host.session, (state) => state.claims?.roles ?? NO_ROLES);
}
