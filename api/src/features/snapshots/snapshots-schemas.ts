import { DEFAULT_LANGUAGE } from '../../lib/contracts';
import { languageSchema } from '../../plugins/schemas';
import { nullableNumber } from '../share-of-voice/market-schemas';

const SNAP_TYPES = ['industries', 'advertisers', 'publishers'] as const;

/** Rows of a snapshot table page; downloads ask for up to 50000 from page 1 (docs/product.md#snapshots). */
export const SNAPSHOT_PAGE_SIZE = 20;
const SNAPSHOT_DOWNLOAD_LIMIT = 50_000;

export const langQuerySchema = {
  type: 'object',
  properties: { lang: { ...languageSchema, default: DEFAULT_LANGUAGE } },
  additionalProperties: false,
} as const;

export const snapTypeParamsSchema = {
  type: 'object',
  properties: { type: { type: 'string', enum: [...SNAP_TYPES] } },
  required: ['type'],
} as const;

export const tableParamsSchema = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: [...SNAP_TYPES] },
    page: { type: 'integer', minimum: 1 },
    limit: { type: 'integer', minimum: 1, maximum: SNAPSHOT_DOWNLOAD_LIMIT },
  },
  required: ['type', 'page', 'limit'],
} as const;

export const tableResponseSchema = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          table: {
            type: 'object',
            properties: {
              items: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    id: { type: 'integer' },
                    label: { type: 'string' },
                    percentage: { type: 'number' },
                    viewability: nullableNumber,
                    total: { type: 'integer' },
                    amount: { type: 'number' },
                  },
                  required: ['id', 'label', 'percentage', 'viewability', 'total', 'amount'],
                },
              },
            },
            required: ['items'],
          },
        },
        required: ['table'],
      },
    },
    currency: { type: 'string' },
    totalResults: { type: 'integer' },
  },
  required: ['items', 'currency', 'totalResults'],
} as const;

export const statsResponseSchema = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          totalStat: { type: 'integer' },
          pViewability: nullableNumber,
          adSpend: {
            type: 'object',
            properties: {
              total: { type: 'number' },
              currency: { type: 'string' },
              histogram: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { date: { type: 'string' }, amount: { type: 'number' } },
                  required: ['date', 'amount'],
                },
              },
            },
            required: ['total', 'currency', 'histogram'],
          },
        },
        required: ['totalStat', 'pViewability', 'adSpend'],
      },
    },
  },
  required: ['items'],
} as const;

export const sharesResponseSchema = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          label: { type: 'string' },
          percentage: { type: 'number' },
          total: { type: 'integer' },
          amount: { type: 'number' },
        },
        required: ['id', 'label', 'percentage', 'total', 'amount'],
      },
    },
    currency: { type: 'string' },
  },
  required: ['items', 'currency'],
} as const;
