import { SUPPORTED_COUNTRIES } from '../../lib/contracts';
import { FILTER_GROUP_NAMES } from './spot-search';

const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}$';

const idList = { type: 'array', items: { type: 'integer', minimum: 0, maximum: 2147483647 }, maxItems: 500 } as const;

/** One country's query (CountrySearchRequest); unknown keys are dropped by Fastify's Ajv. */
export const countrySearchSchema = {
  type: 'object',
  properties: {
    country: { type: 'string', enum: [...SUPPORTED_COUNTRIES] },
    since: { type: 'string', pattern: ISO_DATE, format: 'date' },
    until: { type: 'string', pattern: ISO_DATE, format: 'date' },
    ...Object.fromEntries(FILTER_GROUP_NAMES.map((group) => [group, idList])),
  },
  required: ['country', 'since', 'until'],
  additionalProperties: false,
} as const;

/**
 * MarketSearchBody: one object per selected country. The gallery and the spots list read one
 * country (their selector is single), the first; every entry is still checked for access.
 */
export const marketSearchBodySchema = {
  type: 'array',
  items: countrySearchSchema,
  minItems: 1,
  maxItems: SUPPORTED_COUNTRIES.length,
} as const;
