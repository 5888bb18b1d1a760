import type { StyleAttributes } from 'shared-contracts';
import { buildCreative, type CreativeInput, type GeneratedStyle } from './creatives';
import type { Advertiser, Product, SocialNetwork } from './dimensions';
import { weightedSampler, type Random } from './random';
import { CATEGORIES, COUNTRIES, type CountryInfo } from './reference-data';

export interface GeneratedCampaign {
  id: number;
  advertiserId: number;
  productId: number;
  industryId: number;
  platformId: number;
  formatId: number;
  categoryId: number;
  style: GeneratedStyle;
  styleAttributes: StyleAttributes;
  creativity: string;
  screenshot: string;
  /** Day indexes of the planned flight; the stored first/last seen come from its spots. */
  start: number;
  end: number;
  /** The language of its texts: it runs only in countries that speak it. */
  language: CreativeInput['language'];
  /** Local styles (paute-facil, peru-red) run in Peru only. */
  onlyCountry: string | null;
  /** The social network its spots appear on, or null for web media. */
  social: SocialNetwork | null;
}

/** Per advertiser: parallel lanes of consecutive flights, to find the campaigns live on a day. */
export interface AdvertiserFlights {
  lanes: GeneratedCampaign[][];
}

interface StyleRule {
  platforms: readonly number[];
  formats: readonly number[];
  social: readonly (SocialNetwork | null)[];
}

// Platform, format and network follow from the style (a story ad is social, a pre-roll is video).
const STYLE_RULES: Readonly<Record<GeneratedStyle, StyleRule>> = {
  default: { platforms: [1, 4], formats: [2, 2, 2, 1, 4, 7], social: [null] },
  video: { platforms: [1, 4], formats: [5, 8], social: [null] },
  'youtube-pre-roll': { platforms: [1, 4], formats: [5], social: ['youtube'] },
  facebook: { platforms: [3], formats: [6, 6, 7], social: ['facebook', 'facebook', 'instagram'] },
  'facebook-story-ad': { platforms: [3], formats: [6, 8], social: ['instagram', 'instagram', 'facebook'] },
  twitter: { platforms: [3], formats: [6], social: ['x'] },
  'paute-facil': { platforms: [1, 4], formats: [1], social: [null] },
  'peru-red': { platforms: [1, 4], formats: [2, 7], social: [null] },
};

const REGIONAL_STYLES = weightedSampler<GeneratedStyle>(
  ['default', 'video', 'youtube-pre-roll', 'facebook', 'facebook-story-ad', 'twitter'],
  [30, 10, 12, 22, 12, 10],
);
const PERU_STYLES: readonly GeneratedStyle[] = ['paute-facil', 'peru-red'];
const CATEGORY_SAMPLER = weightedSampler(
  CATEGORIES.map((_, index) => index + 1),
  [14, 18, 10, 8, 6, 9, 4, 7, 6, 2, 3, 5],
);

function lanesFor(rank: number): number {
  if (rank < 10) return 4;
  if (rank < 40) return 3;
  if (rank < 120) return 2;
  return 1;
}

type CreativeLanguage = CreativeInput['language'];

/** The languages an advertiser's ads speak: those of its countries, its home country's first. */
function languagesOf(countries: readonly string[]): CreativeLanguage[] {
  const languages: CreativeLanguage[] = [];
  for (const code of countries) {
    const language = COUNTRIES.find((country) => country.code === code)?.language;
    if (language && !languages.includes(language)) languages.push(language);
  }
  return languages.length > 0 ? languages : ['es'];
}

interface LaneRule {
  language: CreativeLanguage;
  /** Lane 0 of a language has no gaps, so the advertiser is on air wherever it speaks it. */
  gapless: boolean;
  /** Peru's lane of local styles. */
  peru: boolean;
}

/**
 * The lanes of an advertiser: for its home language as many as its rank gives, one fewer (at
 * least one) for each other language it runs in, and perhaps a lane of Peru's local styles.
 */
function laneRules(advertiser: Advertiser, rank: number, random: Random): LaneRule[] {
  const rules: LaneRule[] = [];
  languagesOf(advertiser.countries).forEach((language, index) => {
    const count = index === 0 ? lanesFor(rank) : Math.max(1, lanesFor(rank) - 1);
    for (let lane = 0; lane < count; lane += 1) rules.push({ language, gapless: lane === 0, peru: false });
  });
  if (advertiser.countries.includes('PE') && random.chance(0.35)) {
    rules.push({ language: 'es', gapless: false, peru: true });
  }
  return rules;
}

/**
 * Flights of every advertiser over `days` days, in lanes per language: a campaign speaks one
 * language and runs only in the advertiser's countries that speak it (an Argentine spot never
 * reads Portuguese). Each language's lane 0 has no gaps, further lanes overlap with gaps, and
 * advertisers present in Peru may add a lane of local styles. Campaign ids follow generation order.
 */
export function generateCampaigns(
  advertisers: readonly Advertiser[],
  products: readonly Product[],
  days: number,
  random: Random,
): { campaigns: GeneratedCampaign[]; flights: Map<number, AdvertiserFlights> } {
  const productsByAdvertiser = new Map<number, Product[]>();
  for (const product of products) {
    const list = productsByAdvertiser.get(product.advertiserId) ?? [];
    list.push(product);
    productsByAdvertiser.set(product.advertiserId, list);
  }
  const campaigns: GeneratedCampaign[] = [];
  const flights = new Map<number, AdvertiserFlights>();

  advertisers.forEach((advertiser, rank) => {
    const ownProducts = productsByAdvertiser.get(advertiser.id) ?? [];
    const lanes: GeneratedCampaign[][] = [];
    for (const rule of laneRules(advertiser, rank, random)) {
      const flightsOfLane: GeneratedCampaign[] = [];
      let day = -random.int(0, 60);
      while (day < days) {
        const length = random.int(14, 120);
        const start = Math.max(day, 0);
        const end = Math.min(day + length - 1, days - 1);
        day += length + (rule.gapless ? 0 : random.int(0, 45));
        if (end < 0) continue;
        const style = rule.peru ? random.pick(PERU_STYLES) : REGIONAL_STYLES.sample(random);
        const styleRule = STYLE_RULES[style];
        const product = random.pick(ownProducts);
        const social = random.pick(styleRule.social);
        const id = campaigns.length + 1;
        const creative = buildCreative(
          { campaignId: id, style, advertiser, productName: product.name, language: rule.language, social },
          random,
        );
        const campaign: GeneratedCampaign = {
          id,
          advertiserId: advertiser.id,
          productId: product.id,
          industryId: advertiser.industryId,
          platformId: random.pick(styleRule.platforms),
          formatId: random.pick(styleRule.formats),
          categoryId: CATEGORY_SAMPLER.sample(random),
          style,
          ...creative,
          start,
          end,
          language: rule.language,
          onlyCountry: rule.peru ? 'PE' : null,
          social,
        };
        campaigns.push(campaign);
        flightsOfLane.push(campaign);
      }
      lanes.push(flightsOfLane);
    }
    flights.set(advertiser.id, { lanes });
  });
  return { campaigns, flights };
}

/** The flight of `lane` covering `day`, or undefined (binary search over sorted flights). */
function flightOn(lane: readonly GeneratedCampaign[], day: number): GeneratedCampaign | undefined {
  let low = 0;
  let high = lane.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const flight = lane[middle] as GeneratedCampaign;
    if (day < flight.start) high = middle - 1;
    else if (day > flight.end) low = middle + 1;
    else return flight;
  }
  return undefined;
}

/** Whether `campaign` may run in `country`: its language, and Peru's local styles in Peru only. */
function runsIn(campaign: GeneratedCampaign, country: Pick<CountryInfo, 'code' | 'language'>): boolean {
  return campaign.onlyCountry === null ? campaign.language === country.language : campaign.onlyCountry === country.code;
}

/** One of the advertiser's campaigns live in `country` on `day`; its language's lane 0 always has one. */
export function pickCampaign(
  flights: AdvertiserFlights,
  country: Pick<CountryInfo, 'code' | 'language'>,
  day: number,
  random: Random,
): GeneratedCampaign {
  const live: GeneratedCampaign[] = [];
  for (const lane of flights.lanes) {
    const flight = flightOn(lane, day);
    if (flight && runsIn(flight, country)) live.push(flight);
  }
  if (live.length === 0) throw new Error(`No live campaign on day ${day}`);
  return random.pick(live);
}
