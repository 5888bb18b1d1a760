import { errorResponses, languageSchema } from '../../plugins/schemas';
import { galleryResponseSchema, styleAttributesSchema } from '../gallery/gallery-schemas';
import { marketSearchBodySchema } from '../market-search/market-search-schema';

const spotRowProperties = {
  id: { type: 'integer' },
  campaignId: { type: 'integer' },
  date: { type: 'string', description: 'yyyy-MM-dd' },
  advertiser: { type: 'string' },
  platform: { type: 'string' },
  publisher: { type: 'string' },
  category: { type: 'string' },
  format: { type: 'string' },
  product: { type: 'string' },
  industry: { type: 'string' },
  pViewability: { type: ['number', 'null'] },
  style: { type: 'string' },
  styleAttributes: styleAttributesSchema,
  creativity: { type: 'string' },
  screenshot: { type: 'string' },
} as const;

const spotRowRequired = Object.keys(spotRowProperties);

/** The ids of a spot's names (the add-filters dialog); the public spot page does not show them. */
const filterIdProperties = {
  advertiserId: { type: 'integer' },
  platformId: { type: 'integer' },
  publisherId: { type: 'integer' },
  categoryId: { type: 'integer' },
  formatId: { type: 'integer' },
  productId: { type: 'integer' },
  industryId: { type: 'integer' },
} as const;

/** SpotRow (docs/product.md#spots-list), the ids of its names, and the sightings the row stands for. */
const spotRowSchema = {
  type: 'object',
  properties: {
    ...spotRowProperties,
    ...filterIdProperties,
    spots: { type: 'integer', description: 'Sightings of the creative on that site, platform and format that day' },
  },
  required: [...spotRowRequired, ...Object.keys(filterIdProperties), 'spots'],
} as const;

/** PublicSpot: a spot row and its country. */
export const publicSpotSchema = {
  type: 'object',
  properties: { ...spotRowProperties, country: { type: 'string' } },
  required: [...spotRowRequired, 'country'],
} as const;

const spotsListResponseSchema = {
  type: 'object',
  properties: {
    items: { type: 'array', items: spotRowSchema },
    metadata: { type: 'object', properties: { total: { type: 'integer' } }, required: ['total'] },
  },
  required: ['items', 'metadata'],
} as const;

/** Default 15 (docs/product.md#data-views) and the table options 10, 20, 50, 60, 100. */
const SPOTS_LIMITS = [10, 15, 20, 50, 60, 100] as const;

export const spotsListSchema = {
  tags: ['campaigns'],
  summary: 'The Spots List: spots of the search, or its campaigns when grouped',
  description:
    'Spots of the first country of the body, its range and filters, newest first (SpotsListResponse). ' +
    '`grouped=1` answers campaign rows instead, the gallery shape (GalleryResponse), most spots first.',
  security: [{ bearer: [] }],
  params: {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1, maximum: 100000 },
      limit: { type: 'integer', enum: [...SPOTS_LIMITS] },
    },
    required: ['page', 'limit'],
  },
  querystring: {
    type: 'object',
    properties: {
      grouped: { type: 'integer', enum: [0, 1], default: 0 },
      lang: languageSchema,
    },
  },
  body: marketSearchBodySchema,
  response: {
    200: { anyOf: [spotsListResponseSchema, galleryResponseSchema] },
    ...errorResponses(400, 401, 403),
  },
} as const;
