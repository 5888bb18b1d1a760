import {
  CreateReportRequest,
  EditReportBody,
  SavedReport,
  SavedReportSearch,
  ToggleReportRequest,
} from 'shared-contracts/schemas';
import { Type } from 'typebox';
import { errorResponses } from '../../plugins/schemas';
import { serialIdParams } from '../account/shared-schemas';

const bearer = [{ bearer: [] }];

const rulesText =
  'Name non-empty; a report sent by e-mail (not never) needs a format; SOI formats and campaign_rts_excel ' +
  'are refused for daily and weekly. A scheduled report covers the window of its frequency ending on the day ' +
  'it is sent (daily today, weekly 7 days, monthly 30); a never-sent one keeps the given filters, else the last 15 days. ' +
  "A report saved on Compare has page 'compare' and parameters.compare: one of advertisers, publishers or industries " +
  'and 2 to 20 of its ids, each once and each one that exists (400 otherwise); its e-mail links Compare with the report.';

export const listReportsSchema = {
  tags: ['reports'],
  summary: "The caller's saved reports",
  security: bearer,
  response: { 200: Type.Array(SavedReport), ...errorResponses(401) },
};

export const createReportSchema = {
  tags: ['reports'],
  summary: 'Save a report',
  description: rulesText,
  security: bearer,
  body: CreateReportRequest,
  response: { 201: SavedReport, ...errorResponses(400, 401, 403) },
};

export const editReportSchema = {
  tags: ['reports'],
  summary: "Change a report's name, frequency and formats",
  description: `${rulesText} The body's id, when given, must be the path's.`,
  security: bearer,
  params: serialIdParams,
  body: EditReportBody,
  response: { 200: SavedReport, ...errorResponses(400, 401, 404) },
};

export const toggleReportSchema = {
  tags: ['reports'],
  summary: 'Enable or disable the sending of a report',
  security: bearer,
  params: serialIdParams,
  body: ToggleReportRequest,
  response: { 200: SavedReport, ...errorResponses(400, 401, 404) },
};

export const deleteReportSchema = {
  tags: ['reports'],
  summary: 'Delete a report',
  security: bearer,
  params: serialIdParams,
  response: { 204: { type: 'null', description: 'Deleted' }, ...errorResponses(400, 401, 404) },
};

export const reportSearchSchema = {
  tags: ['reports'],
  summary: 'The search a saved report opens, its filters named',
  description:
    "What /dashboard/{page}/{reportId} loads (docs/product.md#saved-reports): the report's countries, saved dates and " +
    'every filter group with its items ({ id, label, value }) as the filter chips show them, its saved page, and ' +
    'for a report saved on Compare what it compares, named the same way. 404 for an unknown ' +
    "id or someone else's report.",
  security: bearer,
  params: serialIdParams,
  response: {
    200: SavedReportSearch,
    ...errorResponses(400, 401, 404),
  },
};
