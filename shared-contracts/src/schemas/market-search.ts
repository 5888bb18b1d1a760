import { Type, type Static, type TArray, type TInteger, type TOptional } from 'typebox';
import { SUPPORTED_COUNTRIES } from '../countries';
import { FILTER_GROUPS, type FilterGroup } from '../search/search-state';
import { EXAMPLE_ADVERTISER, EXAMPLE_SEARCH } from './example-search';

const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}$';

/** A country the product monitors. */
export const Country = Type.Enum(SUPPORTED_COUNTRIES, { type: 'string' });

/** A calendar day, yyyy-MM-dd. */
const IsoDay = Type.String({ pattern: ISO_DATE, format: 'date' });

/** The ids of one filter group: PostgreSQL integers. */
const FilterIds = Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 2147483647 }), { maxItems: 500 }));

const filterIdProperties = Object.fromEntries(FILTER_GROUPS.map((group) => [group, FilterIds])) as Record<
  FilterGroup,
  TOptional<TArray<TInteger>>
>;

/**
 * One country's query in the body of every market call (POST /v2/sov, /v2/soi, /v2/gallery,
 * /v2/snapshots/…): the country, the range (yyyy-MM-dd) and the filter ids of each group.
 * Empty groups are omitted.
 */
export const CountrySearchRequest = Type.Object(
  { country: Country, since: IsoDay, until: IsoDay, ...filterIdProperties },
  { additionalProperties: false },
);
export type CountrySearchRequest = Static<typeof CountrySearchRequest>;

/** The body of the market calls: one object per selected country (docs/product.md#calls). */
export const MarketSearchBody = Type.Array(CountrySearchRequest, {
  minItems: 1,
  maxItems: SUPPORTED_COUNTRIES.length,
  examples: [[{ ...EXAMPLE_SEARCH, advertisers: [EXAMPLE_ADVERTISER.id] }]],
});
export type MarketSearchBody = Static<typeof MarketSearchBody>;
