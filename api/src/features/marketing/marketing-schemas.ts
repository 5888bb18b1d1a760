import {
  MarketingRecordsResponse,
  MarketingSignupRequest,
  MarketingSignupResponse,
  MarketingUnsubscribeRequest,
  MarketingUnsubscribeResponse,
} from 'shared-contracts/schemas';
import { Type } from 'typebox';
import { DEFAULT_LANGUAGE } from '../../lib/contracts';
import { errorResponses, fileAnswer, languageWithDefault, withDefaultsFilled } from '../../plugins/schemas';
import { serialIdParams } from '../account/shared-schemas';

const publicNote = 'Public: no token is needed, and none is read.';

const countryCode = Type.String({
  pattern: '^[A-Za-z]{2}$',
  description: 'A country code, any case',
  examples: ['AR'],
});
const reportLanguage = languageWithDefault(DEFAULT_LANGUAGE);

export const recordsSchema = {
  tags: ['marketing'],
  summary: "The public area's country reports (Name, Description, Flag Image, Docs)",
  description:
    `${publicNote} First the report of every country of the market, made from the market (ids below 0), in \`lang\`, ` +
    'its document a link to `/api/v2/marketing/reports/{country}?lang=`; then the records an operator added to the ' +
    'table, as they were written. Docs and flags are served by the API (relative /api URLs).',
  querystring: {
    type: 'object',
    properties: { country: countryCode, lang: reportLanguage },
  },
  response: {
    200: MarketingRecordsResponse,
    ...errorResponses(400),
  },
} as const;

export const countryReportSchema = {
  tags: ['marketing'],
  summary: "A market country's one-page report (PDF download)",
  description:
    `${publicNote} The country's last whole month of data: its top advertisers by share of voice and the mix of ` +
    "formats and platforms, with the data-as-of date, in `lang` (no spend: that is the Real-Time Spend plan's). " +
    'Made from the market on the first request after each market load, then kept. 404 for a country outside the market.',
  params: Type.Object({ country: countryCode }),
  querystring: withDefaultsFilled(Type.Object({ lang: reportLanguage }, { additionalProperties: false }), ['lang']),
  response: { 200: fileAnswer("The country's report", ['application/pdf']), ...errorResponses(400, 404) },
} as const;

export const documentSchema = {
  tags: ['marketing'],
  summary: "An operator's record's document (download)",
  description: `${publicNote} The documents of the records an operator wrote into the table.`,
  params: serialIdParams,
  response: { 200: fileAnswer('The document', ['application/pdf']), ...errorResponses(400, 404) },
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
