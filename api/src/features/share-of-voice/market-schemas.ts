import { SUPPORTED_COUNTRIES } from '../../lib/contracts';
import { DIMENSIONS, FILTER_GROUPS } from './market-request';

const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const idList = { type: 'array', items: { type: 'integer', minimum: 0 }, maxItems: 500 } as const;

/** One country's query (CountrySearchRequest). */
export const countrySearchSchema = {
  type: 'object',
  properties: {
    country: { type: 'string', enum: [...SUPPORTED_COUNTRIES] },
    since: { type: 'string', pattern: ISO_DATE, format: 'date' },
    until: { type: 'string', pattern: ISO_DATE, format: 'date' },
    ...Object.fromEntries(FILTER_GROUPS.map((group) => [group, idList])),
  },
  required: ['country', 'since', 'until'],
  additionalProperties: false,
} as const;

/** MarketSearchBody: one object per selected country. */
export const marketSearchBodySchema = {
  type: 'array',
  items: countrySearchSchema,
  minItems: 1,
  maxItems: SUPPORTED_COUNTRIES.length,
} as const;

export const dimensionParamsSchema = {
  type: 'object',
  properties: { type: { type: 'string', enum: [...DIMENSIONS] } },
  required: ['type'],
} as const;

/** `?snap=0|1&lang=es|en|pt&unfiltered=0|1` of the share of voice and investment calls. */
export const breakdownQuerySchema = {
  type: 'object',
  properties: {
    snap: { type: 'integer', enum: [0, 1], default: 0 },
    lang: { type: 'string', enum: ['es', 'en', 'pt'], default: 'es' },
    unfiltered: { type: 'integer', enum: [0, 1], default: 0 },
  },
  additionalProperties: false,
} as const;

export const pieSliceSchema = {
  type: 'object',
  properties: { type: { type: 'string' }, value: { type: 'number' } },
  required: ['type', 'value'],
} as const;

export const seriesPointSchema = {
  type: 'object',
  properties: { x: { type: 'string' }, series: { type: 'string' }, value: { type: 'number' } },
  required: ['x', 'series', 'value'],
} as const;

export const nullableNumber = { type: ['number', 'null'] } as const;
