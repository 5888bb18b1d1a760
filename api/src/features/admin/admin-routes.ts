import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { UserMessage } from 'shared-contracts';
import type { Database } from '../../db/database';
import { isCountryCode, ROLES } from '../../lib/contracts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import { requireRole } from '../auth/authenticate';
import { liftLockout } from '../auth/login-failures-repository';
import { insertMessage } from '../messages/messages-repository';
import { findUserByEmail } from '../users/users-repository';
import {
  createMessageSchema,
  createUserSchema,
  liftLoginLockoutSchema,
  listLoginLockoutsSchema,
} from './admin-schemas';
import { listLoginLockouts } from './login-lockouts';

const KNOWN_ROLES: readonly string[] = Object.values(ROLES);

/**
 * /v2/admin/users and /v2/admin/messages: what the operators' admin site writes; /v2/admin/login-lockouts:
 * the failed-login lockouts, for support (super admin only).
 */
export const adminRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const onlySuperAdmin = [app.authenticate, requireRole(ROLES.superAdmin)];

  app.post('/v2/admin/users', { schema: createUserSchema, preHandler: onlySuperAdmin }, async (request, reply) => {
    const { email, password, name, surname, roles, countries, termsAccepted = true } = request.body;
    const unknownRole = roles.find((role) => !KNOWN_ROLES.includes(role));
    if (unknownRole) throw badRequest(`Unknown role: ${unknownRole}`);
    const unknownCountry = countries.find((country) => !isCountryCode(country));
    if (unknownCountry) throw badRequest(`Unknown country: ${unknownCountry}`);
    if (await findUserByEmail(db, email)) throw new HttpError(409, 'This e-mail already has an account');
    const { rows } = await db.query<{ id: string; email: string }>(
      `insert into users (email, password_hash, name, surname, roles, countries, terms_accepted, terms_accepted_at)
         values ($1, $2, $3, $4, $5, $6, $7, case when $7 then now() else null end)
         returning id, email`,
      [
        email.trim().toLowerCase(),
        await hashPassword(password),
        name.trim(),
        surname.trim(),
        roles,
        countries,
        termsAccepted,
      ],
    );
    const created = rows[0];
    if (!created) throw new Error('The user was not inserted');
    return reply.code(201).send(created);
  });

  app.post(
    '/v2/admin/messages',
    { schema: createMessageSchema, preHandler: onlySuperAdmin },
    async (request, reply) => {
      const { name, html, enabled, username } = request.body;
      let userId: string | null = null;
      if (username !== undefined) {
        const user = await findUserByEmail(db, username);
        if (!user) throw notFound('No account has this e-mail');
        userId = user.id;
      }
      const id = await insertMessage(db, { name, html, enabled, userId });
      // The database's time, as GET /v2/messages/all gives it.
      const { rows } = await db.query<{ created_at: Date }>('select created_at from user_messages where id = $1', [id]);
      const message: UserMessage = {
        id,
        name,
        html,
        enabled,
        createdAt: (rows[0]?.created_at ?? new Date()).toISOString(),
      };
      return reply.code(201).send(message);
    },
  );

  app.get('/v2/admin/login-lockouts', { schema: listLoginLockoutsSchema, preHandler: onlySuperAdmin }, async () => ({
    lockouts: await listLoginLockouts(db),
  }));

  app.delete(
    '/v2/admin/login-lockouts/:id',
    { schema: liftLoginLockoutSchema, preHandler: onlySuperAdmin },
    async (request, reply) => {
      if (!(await liftLockout(db, request.params.id))) throw notFound('No such lockout');
      return reply.code(204).send();
    },
  );
};
