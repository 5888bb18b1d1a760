import type { FastifyPluginAsync } from 'fastify';
import type { RunSchedulesResponse } from 'shared-contracts';
import type { Database } from '../../db/database';
import { ROLES } from '../../lib/contracts';
import { errorResponses } from '../../plugins/schemas';
import { requireRole } from '../auth/authenticate';
import { runScheduledReports } from './report-scheduler';

const runSchedulesSchema = {
  tags: ['admin'],
  summary: 'Run the report and alert scheduler now (super admin)',
  description:
    'What the timer does every REPORT_SCHEDULER_INTERVAL_MINUTES: writes the due scheduled reports and weekly ' +
    'alert digests to the outbox. `now` runs it as if at that instant (tests, demos).',
  security: [{ bearer: [] }],
  querystring: {
    type: 'object',
    properties: { now: { type: 'string', format: 'date-time' } },
  },
  response: {
    200: {
      type: 'object',
      properties: { reports: { type: 'integer' }, alertDigests: { type: 'integer' } },
      required: ['reports', 'alertDigests'],
    },
    ...errorResponses(400, 401, 403),
  },
} as const;

/** POST /v2/admin/run-schedules. */
export const scheduleRoutes: FastifyPluginAsync<{ db: Database; appUrl: string }> = async (app, { db, appUrl }) => {
  app.post<{ Querystring: { now?: string }; Reply: RunSchedulesResponse }>(
    '/v2/admin/run-schedules',
    { schema: runSchedulesSchema, preHandler: [app.authenticate, requireRole(ROLES.superAdmin)] },
    async (request) => runScheduledReports(db, request.query.now ? new Date(request.query.now) : new Date(), appUrl),
  );
};
