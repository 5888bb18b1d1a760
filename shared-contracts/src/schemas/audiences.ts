import { Type, type Static } from 'typebox';
import { EXAMPLE_ADVERTISER, EXAMPLE_SEARCH } from './example-search';
import { MarketSearchBody } from './market-search';
import { NullableString } from './schema-helpers';

/** `POST /v2/audiences`: the search (its first entry is read) and optionally one advertiser. */
export const AudiencesRequest = Type.Object(
  { search: MarketSearchBody, advertiser: Type.Optional(Type.Integer({ minimum: 1 })) },
  { additionalProperties: false, examples: [{ search: [EXAMPLE_SEARCH], advertiser: EXAMPLE_ADVERTISER.id }] },
);
export type AudiencesRequest = Static<typeof AudiencesRequest>;

/** One band of an audience (docs/product.md#audiences). */
export const AudienceBand = Type.Object({
  label: Type.String(),
  value: Type.Number(),
  extra: NullableString,
  hidden: Type.Boolean(),
});
export type AudienceBand = Static<typeof AudienceBand>;

/**
 * `POST /v2/audiences`. `sample` is true where the country has no audience data yet, and without
 * the audiences role (ROLE_FEATURE_AUDIENCES): then the bands are a fixed sample, never the search's.
 */
export const AudiencesResponse = Type.Object({ items: Type.Array(AudienceBand), sample: Type.Boolean() });
export type AudiencesResponse = Static<typeof AudiencesResponse>;
