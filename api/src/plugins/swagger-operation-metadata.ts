import type { FastifySchema, RouteOptions } from 'fastify';
import { OPERATION_IDS } from './swagger-operations';

export const BEARER_SCHEME = 'bearer';

/** One way to be allowed in (OpenAPI security requirement): scheme name -> scopes. */
export type SecurityRequirement = Record<string, string[]>;

/** The document's part of a route schema that this module reads and fills. */
interface OperationSchema extends FastifySchema {
  hide?: boolean;
  operationId?: string;
  security?: SecurityRequirement[];
}

function hooksOf(route: RouteOptions): unknown[] {
  return [route.onRequest, route.preHandler].flatMap((hook) => (Array.isArray(hook) ? hook : [hook]));
}

function methodsOf(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

/** True when no way in goes without the bearer token. */
function requiresBearer(security: readonly SecurityRequirement[]): boolean {
  return security.length > 0 && security.every((requirement) => BEARER_SCHEME in requirement);
}

/**
 * The operationId and the security of a route's operation, for the OpenAPI document.
 *
 * Security is read from the route's own hooks, so the document cannot call a public route
 * protected or the reverse: a route behind `authenticate` needs the bearer token, any other is
 * public (`security: []`). A schema may say more (an optional token, the refresh cookie), but a
 * declaration that disagrees with the hooks stops the document from being built.
 */
export function describeOperation(
  route: RouteOptions,
  authenticate: unknown,
): { operationId: string; security: SecurityRequirement[] } {
  const schema = (route.schema ?? {}) as OperationSchema;
  const key = `${methodsOf(route).join(',')} ${route.url}`;
  const operationId = schema.operationId ?? OPERATION_IDS[key];
  if (!operationId) throw new Error(`No operationId for ${key}: add it to swagger-operations.ts`);

  const authenticated = hooksOf(route).includes(authenticate);
  const security = schema.security ?? (authenticated ? [{ [BEARER_SCHEME]: [] }] : []);
  if (requiresBearer(security) !== authenticated) {
    throw new Error(
      `${key}: its schema's security ${JSON.stringify(security)} disagrees with its hooks ` +
        `(${authenticated ? 'behind' : 'not behind'} authenticate)`,
    );
  }
  return { operationId, security };
}

/** Routes the document leaves out (the docs page's own routes). */
export function isHiddenRoute(route: RouteOptions): boolean {
  return (route.schema as OperationSchema | undefined)?.hide === true;
}
