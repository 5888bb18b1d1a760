import type { BreakdownDimension } from 'shared-contracts';
import { DEFAULT_LANGUAGE, SEARCH_TABS } from '../../lib/contracts';
import { languageSchema } from '../../plugins/schemas';

/** The breakdowns: the tabs of docs/product.md#search. */
const DIMENSIONS: readonly BreakdownDimension[] = SEARCH_TABS;

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
    lang: { ...languageSchema, default: DEFAULT_LANGUAGE },
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
