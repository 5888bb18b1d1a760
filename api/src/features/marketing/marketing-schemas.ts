import {
  MarketingRecordsResponse,
  MarketingSignupRequest,
  MarketingSignupResponse,
  MarketingUnsubscribeRequest,
  MarketingUnsubscribeResponse,
} from 'shared-contracts/schemas';
import { errorResponses, fileAnswer } from '../../plugins/schemas';
import { serialIdParams } from '../account/shared-schemas';

const publicNote = 'Public: no token is needed, and none is read.';

export const recordsSchema = {
  tags: ['marketing'],
  summary: "The public area's country reports (Name, Description, Flag Image, Docs)",
  description: `${publicNote} Docs and flags are served by the API (relative /api URLs).`,
  querystring: {
    type: 'object',
    properties: {
      country: { type: 'string', pattern: '^[A-Za-z]{2}$', description: 'A country code, any case', examples: ['AR'] },
    },
  },
  response: {
    200: MarketingRecordsResponse,
    ...errorResponses(400),
  },
} as const;

export const documentSchema = {
  tags: ['marketing'],
  summary: "A country report's document (download)",
  description: publicNote,
  params: serialIdParams,
  response: { 200: fileAnswer("The report's PDF", ['application/pdf']), ...errorResponses(400, 404) },
} as const;

export const flagSchema = {
  tags: ['marketing'],
  summary: "A country's flag as SVG",
  description: publicNote,
  params: {
    type: 'object',
    properties: { country: { type: 'string', pattern: '^[A-Za-z]{2}$', examples: ['AR'] } },
    required: ['country'],
  },
  response: { 200: fileAnswer('The flag', ['image/svg+xml']), ...errorResponses(400) },
} as const;

export const signupSchema = {
  tags: ['marketing'],
  summary: 'Join the mailing list to download the country reports',
  description:
    `${publicNote} 201 the first time, and a welcome e-mail (kind \`marketing-welcome\`) goes to the outbox with ` +
    'the link that unsubscribes, as every e-mail to a signed-up visitor; 200 `already-subscribed` for an e-mail ' +
    'already on the list (any case). An address that unsubscribed signs up anew (201).',
  body: MarketingSignupRequest,
  response: {
    '2xx': MarketingSignupResponse,
    ...errorResponses(400),
  },
} as const;

export const unsubscribeSchema = {
  tags: ['marketing'],
  summary: 'Unsubscribe a signed-up visitor, from the link of their e-mails',
  description:
    `${publicNote} The token is the one of the link every e-mail to a signed-up visitor carries. The visitor gets ` +
    'no more e-mails; the sign-up keeps only the address and the date. Idempotent: a second click answers ' +
    '`already-unsubscribed`. 400 for a token that was cut or changed; 404 when the sign-up no longer exists (erased).',
  body: MarketingUnsubscribeRequest,
  response: {
    200: MarketingUnsubscribeResponse,
    ...errorResponses(400, 404),
  },
} as const;
