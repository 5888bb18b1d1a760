import { HelpTicket, HelpTicketFields } from 'shared-contracts/schemas';
import { HELP_TICKET_MAX_FILE_BYTES } from '../../lib/contracts';
import { errorResponses, fileAnswer } from '../../plugins/schemas';
import { serialIdParams } from '../account/shared-schemas';

const bearer = [{ bearer: [] }];

export const createTicketSchema = {
  tags: ['help'],
  summary: 'Send a help ticket, with an optional file',
  description:
    `multipart/form-data (a JSON body works too, without a file). Text fields below; an optional file part ` +
    `(any field name) of at most ${HELP_TICKET_MAX_FILE_BYTES / 1024 / 1024} MB, else 413. Stored with the file.`,
  security: bearer,
  consumes: ['multipart/form-data', 'application/json'],
  body: HelpTicketFields,
  response: { 201: HelpTicket, ...errorResponses(400, 401, 413, 415) },
} as const;

export const getTicketSchema = {
  tags: ['help'],
  summary: 'A help ticket, for the user who sent it or a super admin',
  security: bearer,
  params: serialIdParams,
  response: { 200: HelpTicket, ...errorResponses(400, 401, 404) },
} as const;

export const getTicketFileSchema = {
  tags: ['help'],
  summary: "A help ticket's file, for the user who sent it or a super admin",
  security: bearer,
  params: serialIdParams,
  response: {
    // Whatever was uploaded, with the type its browser gave (application/octet-stream when none).
    200: fileAnswer('The file as it was uploaded', ['*/*']),
    ...errorResponses(400, 401, 404),
  },
} as const;
