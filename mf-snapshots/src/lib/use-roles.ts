import { hasRole, type HostApi, type Role } from 'shared-contracts';
import { useStore } from 'zustand';

const NO_ROLES: readonly string[] = [];

/** The roles of the session's token (none when logged out). */
export function useRoles(host: HostApi): readonly string[] {
  return useStore(host.session, (state) => state.claims?.roles ?? NO_ROLES);
}

/** Whether the session's plan holds the role (Real-Time Spend decides what Snapshots shows of spend). */
export function useHasRole(host: HostApi, role: Role): boolean {
  return hasRole(useRoles(host), role);
}
