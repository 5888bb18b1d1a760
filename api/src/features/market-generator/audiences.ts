import { roundToTotal } from '../share-of-voice/percentages';
import type { Advertiser } from './dimensions';
import type { Random } from './random';
import { INDUSTRIES } from './industries';

/** Countries with measured audiences (docs/product.md#audiences; AUDIENCE_COUNTRIES in shared-contracts). */
const AUDIENCE_COUNTRY_CODES = ['MX', 'AR', 'CO', 'PE', 'CL', 'BR'] as const;

/** The age bands that split an audience (they add to 100 per advertiser). */
const PARTITION_AGES = ['6-14', '15-24', '25-34', '35+'] as const;
/** The target band: overlaps the others, so it is stored but answered hidden. */
const TARGET_AGE = '18+';
const GENDERS = ['male', 'female'] as const;

export interface AudienceBandRow {
  countryCode: string;
  advertiserId: number;
  label: string;
  value: number;
}

// Who an industry speaks to: male share and the weight of each age band.
const INDUSTRY_SKEW: Readonly<Record<string, { male: number; ages: readonly number[] }>> = {
  Automotive: { male: 0.68, ages: [0.02, 0.2, 0.35, 0.43] },
  'Gaming & Betting': { male: 0.74, ages: [0.05, 0.42, 0.33, 0.2] },
  'Personal Care': { male: 0.3, ages: [0.04, 0.3, 0.33, 0.33] },
  'Fashion & Apparel': { male: 0.36, ages: [0.08, 0.38, 0.32, 0.22] },
  Streaming: { male: 0.5, ages: [0.12, 0.4, 0.28, 0.2] },
  Education: { male: 0.46, ages: [0.1, 0.5, 0.25, 0.15] },
  Sports: { male: 0.64, ages: [0.1, 0.38, 0.3, 0.22] },
};
const DEFAULT_SKEW = { male: 0.5, ages: [0.06, 0.3, 0.32, 0.32] };

/**
 * Bands for every advertiser present in an audience country: 'male 6-14' … 'female 35+' add
 * to 100; 'male 18+' and 'female 18+' are the target bands (18-24 counted as 70% of 15-24).
 */
export function generateAudienceBands(advertisers: readonly Advertiser[], random: Random): AudienceBandRow[] {
  const rows: AudienceBandRow[] = [];
  for (const advertiser of advertisers) {
    const skew = INDUSTRY_SKEW[INDUSTRIES[advertiser.industryId - 1]?.name ?? ''] ?? DEFAULT_SKEW;
    for (const countryCode of AUDIENCE_COUNTRY_CODES) {
      if (!advertiser.countries.includes(countryCode)) continue;
      const male = Math.min(0.9, Math.max(0.1, skew.male + random.normal() * 0.06));
      const raw: number[] = [];
      for (const gender of GENDERS) {
        for (const weight of skew.ages) {
          raw.push((gender === 'male' ? male : 1 - male) * weight * (0.75 + random.next() * 0.5));
        }
      }
      const values = roundToTotal(raw, 100);
      GENDERS.forEach((gender, genderIndex) => {
        PARTITION_AGES.forEach((age, ageIndex) => {
          rows.push({
            countryCode,
            advertiserId: advertiser.id,
            label: `${gender} ${age}`,
            value: values[genderIndex * 4 + ageIndex] as number,
          });
        });
        const [, youth = 0, young = 0, older = 0] = values.slice(genderIndex * 4, genderIndex * 4 + 4);
        const target = Math.round((youth * 0.7 + young + older) * 100) / 100;
        rows.push({ countryCode, advertiserId: advertiser.id, label: `${gender} ${TARGET_AGE}`, value: target });
      });
    }
  }
  return rows;
}
