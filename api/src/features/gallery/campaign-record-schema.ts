import { errorResponses, languageSchema } from '../../plugins/schemas';
import { marketSearchBodySchema } from '../market-search/market-search-schema';
import { campaignSchema } from './gallery-schemas';

export const campaignRecordSchema = {
  tags: ['campaigns'],
  summary: "One campaign's card over the search (the more-info dialog of a Spots List row)",
  description:
    'The campaign as the gallery shows it for the first country of the body, its range and filters: ' +
    'its spots, pViewability and last sighting in that search. 404 when it has no spot there.',
  security: [{ bearer: [] }],
  params: {
    type: 'object',
    properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
    required: ['id'],
  },
  querystring: {
    type: 'object',
    properties: {
      lang: { ...languageSchema, description: "Names' language; the caller's saved language when absent" },
    },
    additionalProperties: false,
  },
  body: marketSearchBodySchema,
  response: { 200: campaignSchema, ...errorResponses(400, 401, 403, 404) },
} as const;
