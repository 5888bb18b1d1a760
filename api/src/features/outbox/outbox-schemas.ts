import { errorResponses } from '../../plugins/schemas';
import { serialIdParams } from '../account/shared-schemas';

const outboxEmail = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    to: { type: 'string' },
    subject: { type: 'string' },
    body: { type: 'string' },
    kind: { type: 'string' },
    attachment: {
      type: ['object', 'null'],
      properties: { name: { type: 'string' }, size: { type: 'integer' } },
      required: ['name', 'size'],
    },
    createdAt: { type: 'string', format: 'date-time' },
    sentAt: { type: ['string', 'null'], format: 'date-time' },
  },
  required: ['id', 'to', 'subject', 'body', 'kind', 'attachment', 'createdAt', 'sentAt'],
} as const;

export const outboxListSchema = {
  tags: ['outbox'],
  summary: 'E-mails the API wrote, newest first',
  description:
    'Super admins; outside production any logged-in user (so the demo and the e2e tests can read them). ' +
    'Without SMTP the outbox is the delivery: sentAt stays null.',
  security: [{ bearer: [] }],
  querystring: {
    type: 'object',
    properties: {
      to: { type: 'string', maxLength: 320, description: 'Only e-mails to this address (any case)' },
      kind: { type: 'string', maxLength: 60, description: 'password-reset, scheduled-report, alert-digest…' },
      limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
    },
    additionalProperties: false,
  },
  response: { 200: { type: 'array', items: outboxEmail }, ...errorResponses(400, 401, 403) },
} as const;

export const outboxAttachmentSchema = {
  tags: ['outbox'],
  summary: "An outbox e-mail's attachment",
  security: [{ bearer: [] }],
  params: serialIdParams,
  response: { 200: { type: 'string', format: 'binary' }, ...errorResponses(400, 401, 403, 404) },
} as const;
