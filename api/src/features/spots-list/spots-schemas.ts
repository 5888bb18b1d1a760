import { Type } from 'typebox';
import { GalleryResponse, MarketSearchBody, SpotsListResponse } from 'shared-contracts/schemas';
import { errorResponses, languageSchema, zeroOrOne } from '../../plugins/schemas';

/** Default 15 (docs/product.md#data-views) and the table options 10, 20, 50, 60, 100. */
const SPOTS_LIMITS = [10, 15, 20, 50, 60, 100] as const;

export const spotsListSchema = {
  tags: ['campaigns'],
  summary: 'The Spots List: spots of the search, or its campaigns when grouped',
  description:
    'Spots of the first country of the body, its range and filters, newest first (SpotsListResponse). ' +
    '`grouped=1` answers campaign rows instead, the gallery shape (GalleryResponse), most spots first.',
  security: [{ bearer: [] }],
  params: Type.Object({
    page: Type.Integer({ minimum: 1, maximum: 100000, examples: [1] }),
    limit: Type.Enum(SPOTS_LIMITS, { type: 'integer', examples: [15] }),
  }),
  querystring: Type.Object({ grouped: zeroOrOne, lang: Type.Optional(languageSchema) }),
  body: MarketSearchBody,
  response: {
    200: Type.Union([SpotsListResponse, GalleryResponse]),
    ...errorResponses(400, 401, 403),
  },
};
