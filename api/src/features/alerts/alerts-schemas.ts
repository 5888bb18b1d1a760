import { errorResponses } from '../../plugins/schemas';
import { filterItemSchema, serialIdParams } from '../account/shared-schemas';

const bearer = [{ bearer: [] }];

const alert = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    advertisers: { type: 'array', items: filterItemSchema },
  },
  required: ['id', 'name', 'advertisers'],
} as const;

const alertRequest = {
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: 200 },
    // The limit of 4 is checked by the route, to answer with a readable message.
    advertisers: { type: 'array', items: filterItemSchema, maxItems: 50 },
  },
  required: ['name', 'advertisers'],
} as const;

const rules =
  'At most 3 alerts per user (400 `You can only create up to 3 alerts.`); 1 to 4 advertisers (numeric ids), repeats dropped. ' +
  'A weekly e-mail lists the new campaigns of its advertisers.';

export const alertsListSchema = {
  tags: ['alerts'],
  summary: "The caller's alerts",
  security: bearer,
  response: { 200: { type: 'array', items: alert }, ...errorResponses(401) },
} as const;

export const createAlertSchema = {
  tags: ['alerts'],
  summary: 'Create an alert',
  description: rules,
  security: bearer,
  body: alertRequest,
  response: { 201: alert, ...errorResponses(400, 401) },
} as const;

export const editAlertSchema = {
  tags: ['alerts'],
  summary: 'Change an alert',
  description: rules,
  security: bearer,
  params: serialIdParams,
  body: alertRequest,
  response: { 200: alert, ...errorResponses(400, 401, 404) },
} as const;

export const deleteAlertSchema = {
  tags: ['alerts'],
  summary: 'Delete an alert',
  security: bearer,
  params: serialIdParams,
  response: { 204: { type: 'null', description: 'Deleted' }, ...errorResponses(400, 401, 404) },
} as const;
