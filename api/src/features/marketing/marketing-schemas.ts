import { MarketingRecordsResponse, MarketingSignupRequest, MarketingSignupResponse } from 'shared-contracts/schemas';
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
  description: `${publicNote} 201 the first time; 200 \`already-subscribed\` for an e-mail already on the list (any case).`,
  body: MarketingSignupRequest,
  response: {
    '2xx': MarketingSignupResponse,
    ...errorResponses(400),
  },
} as const;
