import { errorResponses, languageSchema } from '../../plugins/schemas';
import { marketSearchBodySchema } from '../market-search/market-search-schema';

/** Free-form: each creative style carries its own subset (StyleAttributes). */
export const styleAttributesSchema = { type: 'object', additionalProperties: true } as const;

const nullableNumber = { type: ['number', 'null'] } as const;

/** Campaign (docs/product.md#campaigns): a gallery card. */
export const campaignSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    advertiser: { type: 'string' },
    advertiserId: { type: 'integer' },
    industry: { type: 'string' },
    industryId: { type: 'integer' },
    product: { type: 'string' },
    productId: { type: 'integer' },
    platform: { type: 'string' },
    platformId: { type: 'integer' },
    format: { type: 'string' },
    formatId: { type: 'integer' },
    category: { type: 'string' },
    style: { type: 'string' },
    styleAttributes: styleAttributesSchema,
    creativity: { type: 'string', description: 'Media URL of the creative' },
    lastSeen: { type: 'string', description: 'Publisher of the latest spot' },
    lastSeenDate: { type: 'string' },
    lastSeenUrl: { type: 'string' },
    lastSeenScreenshot: { type: 'string' },
    spots: { type: 'integer' },
    pViewability: nullableNumber,
  },
  required: [
    'id',
    'advertiser',
    'advertiserId',
    'industry',
    'industryId',
    'product',
    'productId',
    'platform',
    'platformId',
    'format',
    'formatId',
    'category',
    'style',
    'styleAttributes',
    'creativity',
    'lastSeen',
    'lastSeenDate',
    'lastSeenUrl',
    'lastSeenScreenshot',
    'spots',
    'pViewability',
  ],
} as const;

/** GalleryResponse. */
export const galleryResponseSchema = {
  type: 'object',
  properties: {
    items: { type: 'array', items: campaignSchema },
    metadata: { type: 'object', properties: { total: { type: 'integer' } }, required: ['total'] },
  },
  required: ['items', 'metadata'],
} as const;

/** The gallery's results-per-page options (docs/product.md#campaigns). */
const GALLERY_LIMITS = [15, 20, 50] as const;

export const gallerySchema = {
  tags: ['campaigns'],
  summary: 'Campaign cards of the search (the Campaigns gallery)',
  description:
    'Campaigns with spots in the first country of the body, its range and filters, most spots first. ' +
    "`unique=1` shows one card per creative. Industries, categories, platforms and formats are named in `lang`, else in the caller's saved language.",
  security: [{ bearer: [] }],
  params: {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1, maximum: 100000 },
      limit: { type: 'integer', enum: [...GALLERY_LIMITS] },
    },
    required: ['page', 'limit'],
  },
  querystring: {
    type: 'object',
    properties: {
      unique: { type: 'integer', enum: [0, 1], default: 0 },
      lang: languageSchema,
    },
  },
  body: marketSearchBodySchema,
  response: { 200: galleryResponseSchema, ...errorResponses(400, 401, 403) },
} as const;
