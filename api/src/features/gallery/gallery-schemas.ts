import { Type } from 'typebox';
import { GalleryResponse, MarketSearchBody } from 'shared-contracts/schemas';
import { GALLERY_SORTS } from '../../lib/contracts';
import { errorResponses, languageSchema, zeroOrOne } from '../../plugins/schemas';

/** The gallery's results-per-page options (docs/product.md#campaigns). */
const GALLERY_LIMITS = [15, 20, 50] as const;

export const gallerySchema = {
  tags: ['campaigns'],
  summary: 'Campaign cards of the search (the Campaigns gallery)',
  description:
    'Campaigns with spots in the first country of the body, its range and filters, most spots first (`sort`). ' +
    "`unique=1` shows one card per creative. Industries, categories, platforms and formats are named in `lang`, else in the caller's saved language. " +
    "Each card carries its campaign's first day seen in that country (`firstSeenDate`), whatever the range and filters.",
  security: [{ bearer: [] }],
  params: Type.Object({
    page: Type.Integer({ minimum: 1, maximum: 100000, examples: [1] }),
    limit: Type.Enum(GALLERY_LIMITS, { type: 'integer', examples: [15] }),
  }),
  querystring: Type.Object({
    unique: zeroOrOne,
    lang: Type.Optional(languageSchema),
    sort: Type.Optional(
      Type.Enum(GALLERY_SORTS, {
        type: 'string',
        default: 'spots',
        examples: ['spots'],
        description: '`spots`: most spots first; `firstSeen`: the campaigns first seen most recently first',
      }),
    ),
    newInPeriod: Type.Optional(
      Type.Enum([0, 1], {
        type: 'integer',
        default: 0,
        examples: [0],
        description: '`1`: only the campaigns whose first day seen in the country falls within the range',
      }),
    ),
  }),
  body: MarketSearchBody,
  response: { 200: GalleryResponse, ...errorResponses(400, 401, 403) },
};
