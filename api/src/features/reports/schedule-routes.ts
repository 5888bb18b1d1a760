import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RunSchedulesResponse } from 'shared-contracts/schemas';
import { Type } from 'typebox';
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
  querystring: Type.Object({
    now: Type.Optional(Type.String({ format: 'date-time', examples: ['2026-06-15T06:00:00Z'] })),
  }),
  response: { 200: RunSchedulesResponse, ...errorResponses(400, 401, 403) },
};

/** POST /v2/admin/run-schedules. */
export const scheduleRoutes: FastifyPluginAsyncTypebox<{ db: Database; appUrl: string }> = async (
  app,
  { db, appUrl },
) => {
  app.post(
    '/v2/admin/run-schedules',
    { schema: runSchedulesSchema, preHandler: [app.authenticate, requireRole(ROLES.superAdmin)] },
    async (request) => runScheduledReports(db, request.query.now ? new Date(request.query.now) : new Date(), appUrl),
  );
};
