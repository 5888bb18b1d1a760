import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AnalyticsEventsRequest, AnalyticsEventsResponse, StoredAnalyticsEvent } from 'shared-contracts/schemas';
import { Type } from 'typebox';
import type { Database } from '../../db/database';
import { ANALYTICS_MAX_BATCH, ROLES } from '../../lib/contracts';
import { errorResponses } from '../../plugins/schemas';
import { requireRole } from '../auth/authenticate';
import { insertEvents, listEvents, normaliseEvent, type EventsFilter, type StoredEvent } from './analytics-events';

export interface AnalyticsRoutesOptions {
  db: Database;
  /** Runs after a batch is stored (the canary judge); its failure never fails the tracker's call. */
  afterStore?: (events: readonly StoredEvent[]) => Promise<unknown>;
}

const eventsSchema = {
  tags: ['analytics'],
  summary: "Record a batch of the tracker's events",
  description:
    `At most ${ANALYTICS_MAX_BATCH} events. A bearer token is optional: with a valid one the events carry the user, ` +
    'without (public pages) or with an expired one they are anonymous; it never answers 401. Bad props or dates ' +
    'never fail the call (they are stored cleaned); only a malformed body is a 400.',
  security: [{ bearer: [] }, {}],
  body: AnalyticsEventsRequest,
  response: {
    202: AnalyticsEventsResponse,
    ...errorResponses(400),
  },
} as const;

const listSchema = {
  tags: ['analytics'],
  summary: 'The stored events, newest first',
  description:
    'Super admins only: what the tracker recorded, to inspect it (and for the e2e tests to read a batch back). ' +
    'Optionally one event name and one user (by e-mail; anonymous events have userEmail null).',
  security: [{ bearer: [] }],
  querystring: {
    type: 'object',
    properties: {
      event: { type: 'string', minLength: 1, maxLength: 200, examples: ['page_view'] },
      email: { type: 'string', minLength: 1, maxLength: 320, examples: ['analyst@demo.test'] },
      limit: { type: 'integer', minimum: 1, maximum: 500, default: 100, examples: [20] },
    },
    additionalProperties: false,
  },
  response: {
    200: Type.Array(StoredAnalyticsEvent),
    ...errorResponses(400, 401, 403),
  },
} as const;

/** POST /v2/analytics/events: the default of the spec's analytics tracker. */
export const analyticsRoutes: FastifyPluginAsync<AnalyticsRoutesOptions> = async (app, { db, afterStore }) => {
  /** The caller's user id when a valid bearer token came along, else null (never an error). */
  async function optionalUserId(request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
    if (!request.headers.authorization) return null;
    try {
      await app.authenticate.call(app, request, reply);
      return request.auth?.sub ?? null;
    } catch {
      return null;
    }
  }

  app.post<{ Body: AnalyticsEventsRequest; Reply: AnalyticsEventsResponse }>(
    '/v2/analytics/events',
    { schema: eventsSchema },
    async (request, reply) => {
      const now = new Date();
      const events = request.body.events.map((event) => normaliseEvent(event, now));
      await insertEvents(db, await optionalUserId(request, reply), events);
      if (afterStore) {
        try {
          await afterStore(events);
        } catch (error) {
          request.log.error({ err: error }, 'Analytics: a batch was stored but judging it failed');
        }
      }
      return reply.code(202).send({ accepted: events.length });
    },
  );

  app.get<{ Querystring: EventsFilter; Reply: StoredAnalyticsEvent[] }>(
    '/v2/admin/analytics/events',
    { schema: listSchema, preHandler: [app.authenticate, requireRole(ROLES.superAdmin)] },
    async (request) => listEvents(db, request.query),
  );
};
