import { FILTER_GROUPS, REPORT_FORMATS, REPORT_FREQUENCIES, SUPPORTED_COUNTRIES } from '../../lib/contracts';
import { errorResponses } from '../../plugins/schemas';
import { serialIdParams } from '../account/shared-schemas';

const bearer = [{ bearer: [] }];
const country = { type: 'string', enum: [...SUPPORTED_COUNTRIES] } as const;
const idList = { type: 'array', items: { type: 'integer', minimum: 0 }, maxItems: 500 } as const;
const isoDate = { type: 'string', format: 'date' } as const;
const frequency = { type: 'string', enum: [...REPORT_FREQUENCIES] } as const;
const formats = { type: 'array', items: { type: 'string', enum: [...REPORT_FORMATS] }, uniqueItems: true } as const;
const name = { type: 'string', maxLength: 200 } as const;

const parameters = {
  type: 'object',
  description: "The search the report replays. Every country must be one of the caller's (403 otherwise).",
  properties: {
    country,
    page: { type: 'string', maxLength: 40 },
    countries: { type: 'array', items: country, minItems: 1, maxItems: SUPPORTED_COUNTRIES.length, uniqueItems: true },
    industries: idList,
    advertisers: idList,
    publishers: idList,
    excludedPublishers: idList,
    sources: idList,
    categories: idList,
    products: idList,
    formats: idList,
    platforms: idList,
  },
  required: ['country', 'page', 'countries'],
  additionalProperties: false,
} as const;

const savedReport = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    frequency,
    formats,
    enabled: { type: 'boolean' },
    parameters,
    filters: {
      type: 'object',
      properties: { startDate: isoDate, endDate: isoDate },
      required: ['startDate', 'endDate'],
    },
    dateCreated: { type: 'string', format: 'date-time' },
    lastModified: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'name', 'frequency', 'formats', 'enabled', 'parameters', 'filters', 'dateCreated', 'lastModified'],
} as const;

const rulesText =
  'Name non-empty; a report sent by e-mail (not never) needs a format; SOI formats and campaign_rts_excel ' +
  'are refused for daily and weekly. A scheduled report covers the window of its frequency ending on the day ' +
  'it is sent (daily today, weekly 7 days, monthly 30); a never-sent one keeps the given filters, else the last 15 days.';

export const listReportsSchema = {
  tags: ['reports'],
  summary: "The caller's saved reports",
  security: bearer,
  response: { 200: { type: 'array', items: savedReport }, ...errorResponses(401) },
} as const;

export const createReportSchema = {
  tags: ['reports'],
  summary: 'Save a report',
  description: rulesText,
  security: bearer,
  body: {
    type: 'object',
    properties: {
      name,
      formats,
      frequency,
      parameters,
      filters: {
        type: 'object',
        properties: { startDate: isoDate, endDate: isoDate },
        required: ['startDate', 'endDate'],
      },
    },
    required: ['name', 'formats', 'frequency', 'parameters'],
  },
  response: { 201: savedReport, ...errorResponses(400, 401, 403) },
} as const;

export const editReportSchema = {
  tags: ['reports'],
  summary: "Change a report's name, frequency and formats",
  description: `${rulesText} The body's id, when given, must be the path's.`,
  security: bearer,
  params: serialIdParams,
  body: {
    type: 'object',
    properties: { id: { type: 'integer' }, name, formats, frequency },
    required: ['name', 'formats', 'frequency'],
  },
  response: { 200: savedReport, ...errorResponses(400, 401, 404) },
} as const;

export const toggleReportSchema = {
  tags: ['reports'],
  summary: 'Enable or disable the sending of a report',
  security: bearer,
  params: serialIdParams,
  body: { type: 'object', properties: { enabled: { type: 'boolean' } }, required: ['enabled'] },
  response: { 200: savedReport, ...errorResponses(400, 401, 404) },
} as const;

export const deleteReportSchema = {
  tags: ['reports'],
  summary: 'Delete a report',
  security: bearer,
  params: serialIdParams,
  response: { 204: { type: 'null', description: 'Deleted' }, ...errorResponses(400, 401, 404) },
} as const;

const filterItems = {
  type: 'array',
  items: {
    type: 'object',
    properties: { id: { type: 'integer' }, label: { type: 'string' }, value: { type: 'string' } },
    required: ['id', 'label', 'value'],
  },
} as const;

export const reportSearchSchema = {
  tags: ['reports'],
  summary: 'The search a saved report opens, its filters named',
  description:
    "What /dashboard/{page}/{reportId} loads (docs/product.md#saved-reports): the report's countries, saved dates and " +
    'every filter group with its items ({ id, label, value }) as the filter chips show them. 404 for an unknown ' +
    "id or someone else's report.",
  security: bearer,
  params: serialIdParams,
  response: {
    200: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        frequency,
        countries: { type: 'array', items: { type: 'string' } },
        startDate: { type: 'string' },
        endDate: { type: 'string' },
        filters: {
          type: 'object',
          properties: Object.fromEntries(FILTER_GROUPS.map((group) => [group, filterItems])),
          required: [...FILTER_GROUPS],
        },
      },
      required: ['id', 'name', 'frequency', 'countries', 'startDate', 'endDate', 'filters'],
    },
    ...errorResponses(400, 401, 404),
  },
} as const;
