import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/database';
import { todayInProductZone } from '../../lib/contracts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import { currentUser } from '../auth/authenticate';
import { checkComparedExist, checkReportComparison } from './report-comparison';
import { reportChoiceError, reportRange, type ReportChoice } from './report-rules';
import {
  deleteReport,
  findReport,
  insertReport,
  listReports,
  reportSearch,
  setReportEnabled,
  updateReport,
  type ReportValues,
} from './reports-repository';
import {
  createReportSchema,
  deleteReportSchema,
  editReportSchema,
  listReportsSchema,
  reportSearchSchema,
  toggleReportSchema,
} from './reports-schemas';

export const REPORT_NOT_FOUND_MESSAGE = 'Report not found';

function checkedChoice(choice: ReportChoice): ReportChoice {
  const error = reportChoiceError(choice);
  if (error) throw badRequest(error);
  return { ...choice, name: choice.name.trim() };
}

/** The saved dates: the frequency's window for a scheduled report, else `given` (or the last 15 days). */
function datesFor(choice: ReportChoice, given?: { startDate: string; endDate: string }) {
  const today = todayInProductZone();
  if (choice.frequency !== 'never' || !given) return reportRange(choice.frequency, today);
  if (given.startDate > given.endDate) throw badRequest('The start date must not be after the end date.');
  return given;
}

/** /v2/reports: the caller's saved reports; someone else's answer 404 like missing ones. */
export const reportsRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/v2/reports', { schema: listReportsSchema, preHandler: app.authenticate }, async (request) =>
    listReports(db, currentUser(request).sub),
  );

  app.get('/v2/reports/:id/search', { schema: reportSearchSchema, preHandler: app.authenticate }, async (request) => {
    const report = await findReport(db, currentUser(request).sub, request.params.id);
    if (!report) throw notFound('No such report');
    return reportSearch(db, report);
  });

  app.post(
    '/v2/reports',
    { schema: createReportSchema, preValidation: checkReportComparison, preHandler: app.authenticate },
    async (request, reply) => {
      const user = currentUser(request);
      const { parameters } = request.body;
      const outside = [parameters.country, ...parameters.countries].find(
        (code) => !(user.countries as readonly string[]).includes(code),
      );
      if (outside) throw forbidden(`The country ${outside} is not among your countries`);
      const choice = checkedChoice(request.body);
      await checkComparedExist(db, parameters);
      const values: ReportValues = { ...choice, ...datesFor(choice, request.body.filters) };
      return reply.code(201).send(await insertReport(db, user.sub, { ...values, parameters }));
    },
  );

  app.put('/v2/reports/:id/edit', { schema: editReportSchema, preHandler: app.authenticate }, async (request) => {
    const userId = currentUser(request).sub;
    const { id } = request.params;
    if (request.body.id !== undefined && request.body.id !== id) {
      throw badRequest("The body's id is not the report's of the path");
    }
    const existing = await findReport(db, userId, id);
    if (!existing) throw notFound(REPORT_NOT_FOUND_MESSAGE);
    const choice = checkedChoice(request.body);
    // A report turned never keeps the dates it had; a scheduled one gets its frequency's window.
    const dates = choice.frequency === 'never' ? existing.filters : datesFor(choice);
    const updated = await updateReport(db, userId, id, { ...choice, ...dates });
    if (!updated) throw notFound(REPORT_NOT_FOUND_MESSAGE);
    return updated;
  });

  app.post('/v2/reports/:id/toggle', { schema: toggleReportSchema, preHandler: app.authenticate }, async (request) => {
    const updated = await setReportEnabled(db, currentUser(request).sub, request.params.id, request.body.enabled);
    if (!updated) throw notFound(REPORT_NOT_FOUND_MESSAGE);
    return updated;
  });

  app.delete(
    '/v2/reports/:id',
    { schema: deleteReportSchema, preHandler: app.authenticate },
    async (request, reply) => {
      if (!(await deleteReport(db, currentUser(request).sub, request.params.id)))
        throw notFound(REPORT_NOT_FOUND_MESSAGE);
      return reply.code(204).send();
    },
  );
};
