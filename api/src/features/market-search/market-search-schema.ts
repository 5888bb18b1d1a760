import { SUPPORTED_COUNTRIES } from '../../lib/contracts';
import { FILTER_GROUPS } from './market-search';

const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}$';

/** Filter ids are PostgreSQL integers. */
const idListSchema = {
  type: 'array',
  items: { type: 'integer', minimum: 0, maximum: 2147483647 },
  maxItems: 500,
} as const;

/** One country's query (CountrySearchRequest). */
const countrySearchSchema = {
  type: 'object',
  properties: {
    country: { type: 'string', enum: [...SUPPORTED_COUNTRIES] },
    since: { type: 'string', pattern: ISO_DATE, format: 'date' },
    until: { type: 'string', pattern: ISO_DATE, format: 'date' },
    ...Object.fromEntries(FILTER_GROUPS.map((group) => [group, idListSchema])),
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
