import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Queryable } from '../../db/database';
import { forbidden, unauthorized } from '../../lib/http-errors';
import { findUserById } from '../users/users-repository';

export const TERMS_NOT_ACCEPTED_MESSAGE = 'Accept the terms of use to see the market data.';

/**
 * preHandler after `app.authenticate` on every call that answers market data: none for a user who
 * has not accepted the terms. A token issued after the acceptance says so and costs nothing; one
 * issued before it (the session that accepted) is checked against the database, so accepting
 * needs no new token.
 */
export function requireAcceptedTerms(db: Queryable): preHandlerAsyncHookHandler {
  return async function checkAcceptedTerms(request: FastifyRequest) {
    const claims = request.auth;
    if (!claims) throw unauthorized('Missing bearer token');
    if (claims.termsAccepted) return;
    const user = await findUserById(db, claims.sub);
    if (!user?.termsAccepted) throw forbidden(TERMS_NOT_ACCEPTED_MESSAGE);
  };
}
