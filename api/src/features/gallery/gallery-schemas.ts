import { Type } from 'typebox';
import { GalleryResponse, MarketSearchBody } from 'shared-contracts/schemas';
import { errorResponses, languageSchema, zeroOrOne } from '../../plugins/schemas';

/** The gallery's results-per-page options (docs/product.md#campaigns). */
const GALLERY_LIMITS = [15, 20, 50] as const;

export const gallerySchema = {
  tags: ['campaigns'],
  summary: 'Campaign cards of the search (the Campaigns gallery)',
  description:
    'Campaigns with spots in the first country of the body, its range and filters, most spots first. ' +
    "`unique=1` shows one card per creative. Industries, categories, platforms and formats are named in `lang`, else in the caller's saved language.",
  security: [{ bearer: [] }],
  params: Type.Object({
    page: Type.Integer({ minimum: 1, maximum: 100000 }),
    limit: Type.Enum(GALLERY_LIMITS, { type: 'integer' }),
  }),
  querystring: Type.Object({ unique: zeroOrOne, lang: Type.Optional(languageSchema) }),
  body: MarketSearchBody,
  response: { 200: GalleryResponse, ...errorResponses(400, 401, 403) },
};
