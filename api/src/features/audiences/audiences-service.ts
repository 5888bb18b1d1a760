import type { AudienceBand, AudiencesResponse } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { AUDIENCE_COUNTRIES } from '../../lib/contracts';
import { HttpError } from '../../lib/http-errors';
import { aggregateBreakdown } from '../share-of-voice/market-aggregates';
import type { MarketSearch } from '../market-search/market-search';
import { round2, roundToTotal } from '../share-of-voice/percentages';

/** docs/product.md#audiences: no audience for the search. */
const AUDIENCES_VOID = 'errors.audiences.void';

const GENDERS = ['male', 'female'] as const;
const AGES = ['6-14', '15-24', '25-34', '35+'] as const;
const TARGET = '18+';
/** 18-24 is this part of 15-24 when the target band is derived. */
const ADULT_PART_OF_15_24 = 0.7;

// Shown where the country has no measured audiences yet ("coming soon") and to a plan without
// audiences: a plausible split, fixed, taken from no search.
const SAMPLE_SPLIT: Readonly<Record<string, number>> = {
  'male 6-14': 4,
  'male 15-24': 14,
  'male 25-34': 17,
  'male 35+': 15,
  'female 6-14': 4,
  'female 15-24': 14,
  'female 25-34': 17,
  'female 35+': 15,
};

/**
 * The bands in a fixed order: the eight gender × age bands (adding to 100, shown) and the two
 * 18+ target bands (overlapping the others, so `hidden` with extra 'target').
 */
function toBands(split: ReadonlyMap<string, number>): AudienceBand[] {
  const labels = GENDERS.flatMap((gender) => AGES.map((age) => `${gender} ${age}`));
  const values = roundToTotal(
    labels.map((label) => split.get(label) ?? 0),
    100,
  );
  const shown = labels.map((label, index) => ({ label, value: values[index] as number, extra: null, hidden: false }));
  const targets = GENDERS.map((gender) => {
    const part = (age: string) => shown.find((band) => band.label === `${gender} ${age}`)?.value ?? 0;
    const value = round2(part('15-24') * ADULT_PART_OF_15_24 + part('25-34') + part('35+'));
    return { label: `${gender} ${TARGET}`, value, extra: 'target', hidden: true };
  });
  return [...shown, ...targets];
}

/** The sample audience (`sample: true`): the same bands for every search, country and advertiser. */
export function sampleAudience(): AudiencesResponse {
  return { items: toBands(new Map(Object.entries(SAMPLE_SPLIT))), sample: true };
}

/**
 * The audience of the search: of the given advertisers (the `advertiser` field or the
 * advertisers filter), else of every advertiser seen, weighted by its spots in the search.
 * Countries without measured audiences answer the sample with `sample: true`.
 */
export async function audienceOf(
  db: Queryable,
  search: MarketSearch,
  advertiser: number | undefined,
): Promise<AudiencesResponse> {
  if (!(AUDIENCE_COUNTRIES as readonly string[]).includes(search.country)) return sampleAudience();
  const chosen = advertiser !== undefined ? [advertiser] : (search.filters.advertisers ?? []);
  const weights = new Map<number, number>();
  if (chosen.length > 0) {
    for (const id of chosen) weights.set(id, 1);
  } else if (search.since <= search.until) {
    for (const row of await aggregateBreakdown(db, search, 'advertisers')) {
      weights.set(row.dimId, (weights.get(row.dimId) ?? 0) + row.spots);
    }
  }
  const { rows } = await db.query<{ advertiser_id: number; label: string; value: number }>(
    `select advertiser_id, label, value from audience_bands
     where country_code = $1 and advertiser_id = any($2::int[]) and label not like '%${TARGET}'`,
    [search.country, [...weights.keys()]],
  );
  if (rows.length === 0) throw new HttpError(404, AUDIENCES_VOID);
  const split = new Map<string, number>();
  for (const row of rows) {
    split.set(row.label, (split.get(row.label) ?? 0) + row.value * (weights.get(row.advertiser_id) ?? 0));
  }
  return { items: toBands(split), sample: false };
}
