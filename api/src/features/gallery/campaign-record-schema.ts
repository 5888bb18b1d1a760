import { Type } from 'typebox';
import { Campaign, MarketSearchBody } from 'shared-contracts/schemas';
import { errorResponses, languageSchemaWith } from '../../plugins/schemas';

export const campaignRecordSchema = {
  tags: ['campaigns'],
  summary: "One campaign's card over the search (the more-info dialog of a Spots List row)",
  description:
    'The campaign as the gallery shows it for the first country of the body, its range and filters: ' +
    'its spots, pViewability and last sighting in that search. 404 when it has no spot there.',
  security: [{ bearer: [] }],
  // The example is a campaign of the example search (MarketSearchBody).
  params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647, examples: [210] }) }),
  querystring: Type.Object(
    {
      lang: Type.Optional(
        languageSchemaWith({ description: "Names' language; the caller's saved language when absent" }),
      ),
    },
    { additionalProperties: false },
  ),
  body: MarketSearchBody,
  response: { 200: Campaign, ...errorResponses(400, 401, 403, 404) },
};
