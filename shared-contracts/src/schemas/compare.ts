import { Type, type Static } from 'typebox';
import { COMPARE_DIMENSIONS, COMPARE_ENTITIES, TREND_GRAINS } from '../api/compare';
import { EXAMPLE_COMPARE_ANSWER } from './compare-example';
import { Campaign } from './creatives';
import { EXAMPLE_ADVERTISER, EXAMPLE_RIVAL, EXAMPLE_SEARCH } from './example-search';
import { Country, MarketSearchBody } from './market-search';
import { NullableNumber, NullableString } from './schema-helpers';

/** What Compare sets side by side: advertisers, publishers or industries. */
export const CompareDimension = Type.Enum(COMPARE_DIMENSIONS, { type: 'string' });
export type CompareDimension = Static<typeof CompareDimension>;

/** A trend's grain: days up to a month, weeks up to six months, months beyond (`trendGrainOf`). */
export const TrendGrain = Type.Enum(TREND_GRAINS, { type: 'string' });
export type TrendGrain = Static<typeof TrendGrain>;

/**
 * `POST /v2/compare/{dimension}`: the search as every market call takes it, and the ids of the
 * entities to compare, the first one "mine". The search's filter on the compared dimension is
 * ignored: the entities are what is compared.
 */
export const CompareRequest = Type.Object(
  {
    search: MarketSearchBody,
    entities: Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), {
      minItems: COMPARE_ENTITIES.min,
      maxItems: COMPARE_ENTITIES.max,
      uniqueItems: true,
      description: 'Ids of the advertisers, publishers or industries to compare (2 to 20), the first one "mine"',
    }),
  },
  {
    additionalProperties: false,
    examples: [{ search: [EXAMPLE_SEARCH], entities: [EXAMPLE_ADVERTISER.id, EXAMPLE_RIVAL.id] }],
  },
);
export type CompareRequest = Static<typeof CompareRequest>;

/** A compared entity: its id and its name in the language asked. */
export const CompareEntity = Type.Object({ id: Type.Integer(), label: Type.String() });
export type CompareEntity = Static<typeof CompareEntity>;

/**
 * Estimated spend, as Real-Time Spend shows it: `amount` in `currency` (the country's own; USD in
 * the total) and in USD at the current quotes of /v2/rates. Absent without the investment role.
 */
export const CompareSpend = Type.Object({
  amount: Type.Number(),
  currency: Type.String(),
  usd: Type.Number(),
  /** Share of the spend of every entity of the search, in percent (Real-Time Spend's share). */
  share: Type.Number(),
});
export type CompareSpend = Static<typeof CompareSpend>;

/** Why a column has no spend: Real-Time Spend's rules, or the plan. */
export const SpendUnavailable = Type.Object({
  reason: Type.Enum(['periodTooShort', 'countryWithoutSpend', 'notInPlan'], { type: 'string' }),
  /** The message /v2/soi answers for the same search (a message key for the period). */
  message: Type.String(),
});
export type SpendUnavailable = Static<typeof SpendUnavailable>;

/** One point of an entity's trend: the period's first day within the search, its figures. */
export const CompareTrendPoint = Type.Object({
  x: Type.String({ description: "yyyy-MM-dd: the first day of the point's day, week or month within the period" }),
  spots: Type.Integer(),
  /** Share of the period's spots of every entity of the search, in percent (0 when it has none). */
  shareOfVoice: Type.Number(),
  /** The period's spend in the column's currency and in USD; absent where the column has none. */
  spend: Type.Optional(Type.Object({ amount: Type.Number(), usd: Type.Number() })),
});
export type CompareTrendPoint = Static<typeof CompareTrendPoint>;

/** A part of an entity's mix (a format, a platform) or of its top list (a publisher, an advertiser). */
export const CompareMixShare = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  spots: Type.Integer(),
  /** Share of the entity's spots, in percent; a mix's parts add to 100. */
  share: Type.Number(),
});
export type CompareMixShare = Static<typeof CompareMixShare>;

const newOf = Type.Object({ total: Type.Integer(), new: Type.Integer() });

/** One entity's figures in one column (a country, or the total). */
export const CompareFigures = Type.Object({
  id: Type.Integer(),
  spots: Type.Integer(),
  /** Share of the spots of every entity of the search (Share of Voice's share), in percent. */
  shareOfVoice: Type.Number(),
  /** Share of the compared entities' spots, in percent; the entities' shares add to 100. */
  shareInSet: Type.Number(),
  spend: Type.Optional(CompareSpend),
  prints: Type.Number(),
  /** Mean pViewability of the measured spots, in percent; null when none was measured. */
  pViewability: NullableNumber,
  /** Campaigns and creatives seen in the search; new: first seen in the country within the period. */
  campaigns: newOf,
  creatives: newOf,
  /** The entity's first and last day seen in the country, whatever the range and filters. */
  firstSeen: NullableString,
  lastSeen: NullableString,
  /** Every period of the search at the answer's grain, in order. */
  trend: Type.Array(CompareTrendPoint),
  formats: Type.Array(CompareMixShare),
  platforms: Type.Array(CompareMixShare),
  /** Its 5 largest publishers (advertisers when publishers are compared: see `topOf`). */
  top: Type.Array(CompareMixShare),
  /** Its 3 creatives seen last, as gallery cards; absent without the campaigns role. */
  latestCreatives: Type.Optional(Type.Array(Campaign)),
});
export type CompareFigures = Static<typeof CompareFigures>;

const columnProperties = {
  /** Spots of every entity of the search: what the shares of voice are of. */
  spots: Type.Integer(),
  spendUnavailable: Type.Optional(SpendUnavailable),
  /** One per compared entity, in the order asked. */
  entities: Type.Array(CompareFigures),
};

/** One country's column, its spend in the country's currency. */
export const CompareCountry = Type.Object({ country: Country, currency: Type.String(), ...columnProperties });
export type CompareCountry = Static<typeof CompareCountry>;

/** The countries together: spend in USD, over the countries that have spend. */
export const CompareColumn = Type.Object(columnProperties);
export type CompareColumn = Static<typeof CompareColumn>;

const responseShape = Type.Object({
  dimension: CompareDimension,
  grain: TrendGrain,
  /** What each entity's `top` lists. */
  topOf: Type.Enum(['publishers', 'advertisers'], { type: 'string' }),
  entities: Type.Array(CompareEntity),
  countries: Type.Array(CompareCountry),
  total: CompareColumn,
});
export type CompareResponse = Static<typeof responseShape>;

/**
 * `POST /v2/compare/{dimension}?lang=…`: every block of the Compare page, per country and in
 * total. Its example is typed by the shape above (a schema cannot type its own example).
 */
export const CompareResponse = Type.Object(responseShape.properties, { examples: [EXAMPLE_COMPARE_ANSWER] });
