import { hasRole, ROLES } from 'shared-contracts';

/** Outside production anyone logged in may look; in production only super admins. */
export function canSeeDiagnostics(roles: readonly string[], production: boolean): boolean {
  return !production || hasRole(roles, ROLES.superAdmin);
}
