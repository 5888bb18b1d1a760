import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AnalyticsEventsRequest, AnalyticsEventsResponse } from 'shared-contracts';
import type { Database } from '../../db/database';
import { ANALYTICS_MAX_BATCH } from '../../lib/contracts';
import { errorResponses } from '../../plugins/schemas';
import { insertEvents, normaliseEvent } from './analytics-events';

const eventsSchema = {
  tags: ['analytics'],
  summary: "Record a batch of the tracker's events",
  description:
    `At most ${ANALYTICS_MAX_BATCH} events. A bearer token is optional: with a valid one the events carry the user, ` +
    'without (public pages) or with an expired one they are anonymous; it never answers 401. Bad props or dates ' +
    'never fail the call (they are stored cleaned); only a malformed body is a 400.',
  body: {
    type: 'object',
    properties: {
      events: {
        type: 'array',
        minItems: 1,
        maxItems: ANALYTICS_MAX_BATCH,
        items: {
          type: 'object',
          properties: {
            event: { type: 'string', minLength: 1, maxLength: 200 },
            props: {},
            at: {},
          },
          required: ['event'],
        },
      },
    },
    required: ['events'],
  },
  response: {
    202: { type: 'object', properties: { accepted: { type: 'integer' } }, required: ['accepted'] },
    ...errorResponses(400),
  },
} as const;

/** POST /v2/analytics/events: the default of the spec's analytics tracker. */
export const analyticsRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
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
      return reply.code(202).send({ accepted: events.length });
    },
  );
};
