import { hasRole, ROLES } from 'shared-contracts';

/**
 * The diagnostics page (the federation's QA view: versions, manifest URLs, load times) is for
 * super admins only, in every environment: customers use the same test and staging environments.
 */
export function canSeeDiagnostics(roles: readonly string[]): boolean {
  return hasRole(roles, ROLES.superAdmin);
}
