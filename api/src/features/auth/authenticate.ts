import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from 'shared-contracts';
import { forbidden, unauthorized } from '../../lib/http-errors';
import type { Queryable } from '../../db/database';
import { requireAcceptedTerms } from './require-accepted-terms';
import type { AccessClaims, TokenService } from './token-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: verifies the bearer token and sets `request.auth`; 401 `{ error }` otherwise. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler after `authenticate` on calls that answer market data: 403 until the terms are accepted. */
    requireAcceptedTerms: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The caller's verified claims; set by `app.authenticate`, null before it. */
    auth: AccessClaims | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Adds `app.authenticate`, `app.requireAcceptedTerms` and `request.auth`. Called on the root
 * instance so every route sees them.
 */
export function installAuthentication(app: FastifyInstance, tokens: TokenService, db: Queryable): void {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw unauthorized('Missing bearer token');
    request.auth = await tokens.verify(token);
  });
  app.decorate('requireAcceptedTerms', requireAcceptedTerms(db));
}

/** The caller's claims in a handler behind `app.authenticate`. */
export function currentUser(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw unauthorized('Missing bearer token');
  return request.auth;
}

/**
 * preHandler refusing callers without `role` (403). Goes after authentication:
 * `preHandler: [app.authenticate, requireRole(ROLES.campaign)]`.
 */
export function requireRole(role: Role): preHandlerAsyncHookHandler {
  return async function checkRole(request: FastifyRequest) {
    if (!currentUser(request).roles.includes(role)) throw forbidden(`This needs the role ${role}`);
  };
}
