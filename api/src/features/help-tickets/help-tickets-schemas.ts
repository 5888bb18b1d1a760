import { HELP_MESSAGE_TYPES, HELP_TICKET_MAX_FILE_BYTES } from '../../lib/contracts';
import { errorResponses } from '../../plugins/schemas';
import { serialIdParams } from '../account/shared-schemas';

const bearer = [{ bearer: [] }];
const requiredText = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;

const helpTicket = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    title: { type: 'string' },
    message: { type: 'string' },
    name: { type: 'string' },
    company: { type: 'string' },
    country: { type: 'string' },
    messageType: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    file: {
      type: ['object', 'null'],
      properties: { name: { type: 'string' }, mimeType: { type: 'string' }, size: { type: 'integer' } },
      required: ['name', 'mimeType', 'size'],
    },
  },
  required: ['id', 'email', 'title', 'message', 'name', 'company', 'country', 'messageType', 'createdAt', 'file'],
} as const;

export const createTicketSchema = {
  tags: ['help'],
  summary: 'Send a help ticket, with an optional file',
  description:
    `multipart/form-data (a JSON body works too, without a file). Text fields below; an optional file part ` +
    `(any field name) of at most ${HELP_TICKET_MAX_FILE_BYTES / 1024 / 1024} MB, else 413. Stored with the file.`,
  security: bearer,
  consumes: ['multipart/form-data', 'application/json'],
  body: {
    type: 'object',
    properties: {
      email: { type: 'string', format: 'email', maxLength: 320 },
      title: requiredText(200),
      message: requiredText(10000),
      name: requiredText(200),
      company: { type: 'string', maxLength: 200 },
      country: requiredText(100),
      messageType: { type: 'string', enum: [...HELP_MESSAGE_TYPES] },
    },
    required: ['email', 'title', 'message', 'name', 'country', 'messageType'],
  },
  response: { 201: helpTicket, ...errorResponses(400, 401, 413, 415) },
} as const;

export const getTicketSchema = {
  tags: ['help'],
  summary: 'A help ticket, for the user who sent it or a super admin',
  security: bearer,
  params: serialIdParams,
  response: { 200: helpTicket, ...errorResponses(400, 401, 404) },
} as const;

export const getTicketFileSchema = {
  tags: ['help'],
  summary: "A help ticket's file, for the user who sent it or a super admin",
  security: bearer,
  params: serialIdParams,
  response: { 200: { type: 'string', format: 'binary' }, ...errorResponses(400, 401, 404) },
} as const;
