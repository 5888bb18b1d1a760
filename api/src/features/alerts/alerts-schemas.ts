import { Alert, AlertRequest } from 'shared-contracts/schemas';
import { Type } from 'typebox';
import { errorResponses } from '../../plugins/schemas';
import { serialIdParams } from '../account/shared-schemas';

const bearer = [{ bearer: [] }];

const rules =
  'At most 3 alerts per user (400 `You can only create up to 3 alerts.`); 1 to 4 advertisers (numeric ids), repeats dropped. ' +
  'A weekly e-mail lists the new campaigns of its advertisers.';

export const alertsListSchema = {
  tags: ['alerts'],
  summary: "The caller's alerts",
  security: bearer,
  response: { 200: Type.Array(Alert), ...errorResponses(401) },
};

export const createAlertSchema = {
  tags: ['alerts'],
  summary: 'Create an alert',
  description: rules,
  security: bearer,
  body: AlertRequest,
  response: { 201: Alert, ...errorResponses(400, 401) },
};

export const editAlertSchema = {
  tags: ['alerts'],
  summary: 'Change an alert',
  description: rules,
  security: bearer,
  params: serialIdParams,
  body: AlertRequest,
  response: { 200: Alert, ...errorResponses(400, 401, 404) },
};

export const deleteAlertSchema = {
  tags: ['alerts'],
  summary: 'Delete an alert',
  security: bearer,
  params: serialIdParams,
  response: { 204: { type: 'null', description: 'Deleted' }, ...errorResponses(400, 401, 404) },
};
