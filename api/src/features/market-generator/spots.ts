import { allocateSpots, industryFactor } from './calendar';
import { pickCampaign, type AdvertiserFlights, type GeneratedCampaign } from './campaigns';
import type { Advertiser, Publisher, SocialNetwork } from './dimensions';
import { weightedSampler, type Random, type WeightedSampler } from './random';
import { INDUSTRIES } from './industries';
import { COUNTRIES, USD_RATES, type CountryInfo } from './reference-data';

/** Spots as columns of typed arrays: 3 million rows fit in a few tens of megabytes. */
export interface SpotColumns {
  count: number;
  day: Int32Array;
  /** Index into COUNTRIES. */
  country: Uint8Array;
  campaign: Int32Array;
  publisher: Int32Array;
  source: Uint8Array;
  /** Local currency, 2 decimals. */
  amount: Float64Array;
  prints: Int32Array;
  /** Percent, one decimal; NaN when not measured. */
  viewability: Float32Array;
  /** Article number of the page the spot was seen on. */
  article: Int32Array;
}

// Typical CPM in USD in the United States by format id: video and rich media cost more than text.
const CPM_USD: Readonly<Record<number, number>> = { 1: 0.8, 2: 2, 4: 4, 5: 8, 6: 5, 7: 3, 8: 6 };
// Points of viewability a format and a platform add to the publisher's: video and rich media are
// seen more than standard and text banners, mobile web more than desktop's below-the-fold slots.
const FORMAT_VIEWABILITY: Readonly<Record<number, number>> = { 1: -6, 2: -9, 4: 5, 5: 15, 6: 6, 7: 1, 8: 11 };
const PLATFORM_VIEWABILITY: Readonly<Record<number, number>> = { 1: -5, 3: 2, 4: 6 };
const SOURCE_SAMPLER = weightedSampler([1, 2, 10], [45, 45, 10]);

interface CountryContext {
  advertisers: WeightedSampler<Advertiser>;
  web: WeightedSampler<Publisher>;
  social: Map<SocialNetwork, Publisher>;
  usdRate: number;
  priceLevel: number;
}

function countryContexts(advertisers: readonly Advertiser[], publishers: readonly Publisher[]): CountryContext[] {
  return COUNTRIES.map((country) => {
    const present = advertisers.filter((advertiser) => advertiser.countries.includes(country.code));
    // An advertiser weighs more in its first (home) country.
    const weights = present.map((advertiser) => advertiser.weight * (advertiser.countries[0] === country.code ? 2 : 1));
    const own = publishers.filter((publisher) => publisher.countryCode === country.code);
    const web = own.filter((publisher) => publisher.social === null);
    const social = new Map<SocialNetwork, Publisher>();
    for (const publisher of own) if (publisher.social) social.set(publisher.social, publisher);
    return {
      advertisers: weightedSampler(present, weights),
      web: weightedSampler(
        web,
        web.map((publisher) => publisher.weight),
      ),
      social,
      usdRate: USD_RATES[country.currency] ?? 1,
      priceLevel: country.priceLevel,
    };
  });
}

/** A publisher's measured viewability centre, stable per publisher: 35 to 75 %. */
function viewabilityBase(publisherId: number): number {
  return 35 + ((publisherId * 37) % 41);
}

function viewabilityOf(publisherId: number, campaign: GeneratedCampaign): number {
  return (
    viewabilityBase(publisherId) +
    (FORMAT_VIEWABILITY[campaign.formatId] ?? 0) +
    (PLATFORM_VIEWABILITY[campaign.platformId] ?? 0)
  );
}

export interface SpotInputs {
  days: readonly string[];
  start: string;
  total: number;
  advertisers: readonly Advertiser[];
  publishers: readonly Publisher[];
  flights: Map<number, AdvertiserFlights>;
}

/**
 * Spots in date order (ids ascending with the date). Each spot: a live campaign of an advertiser
 * drawn by its weight in the country (biased to its industry's peak month), a publisher that
 * fits the creative (its social network, or a local site by reach), prints from a log-normal,
 * amount = prints × CPM × the country's price level × its USD quote; viewability from the
 * publisher, the format and the platform.
 */
export function generateSpots(inputs: SpotInputs, random: Random): SpotColumns {
  const { days, start, total } = inputs;
  const counts = allocateSpots(days, start, total);
  const contexts = countryContexts(inputs.advertisers, inputs.publishers);
  const columns: SpotColumns = {
    count: total,
    day: new Int32Array(total),
    country: new Uint8Array(total),
    campaign: new Int32Array(total),
    publisher: new Int32Array(total),
    source: new Uint8Array(total),
    amount: new Float64Array(total),
    prints: new Int32Array(total),
    viewability: new Float32Array(total),
    article: new Int32Array(total),
  };
  let row = 0;
  for (let day = 0; day < days.length; day += 1) {
    const month = Number((days[day] as string).slice(5, 7));
    for (let countryIndex = 0; countryIndex < COUNTRIES.length; countryIndex += 1) {
      const country = COUNTRIES[countryIndex] as CountryInfo;
      const context = contexts[countryIndex] as CountryContext;
      const spots = counts[day * COUNTRIES.length + countryIndex] as number;
      for (let i = 0; i < spots; i += 1) {
        let advertiser = context.advertisers.sample(random);
        const peak = INDUSTRIES[advertiser.industryId - 1]?.peakMonth ?? 1;
        // Rejection sampling keeps the alias table static while adding seasonality per industry.
        if (random.next() > industryFactor(month, peak) / 1.6) advertiser = context.advertisers.sample(random);
        const flights = inputs.flights.get(advertiser.id) as AdvertiserFlights;
        const campaign: GeneratedCampaign = pickCampaign(flights, country, day, random);
        const publisher = (campaign.social && context.social.get(campaign.social)) || context.web.sample(random);
        const reach = publisher.social ? 3 : 0.6 + publisher.weight;
        const prints = Math.max(1, Math.round(Math.exp(Math.log(900) + random.normal()) * reach));
        const usd =
          (prints / 1000) * (CPM_USD[campaign.formatId] ?? 2) * context.priceLevel * (0.7 + 0.6 * random.next());
        const measured = random.next() >= (publisher.social ? 0.4 : 0.12);
        const viewability = measured
          ? Math.round(Math.min(100, Math.max(5, viewabilityOf(publisher.id, campaign) + random.normal() * 10)) * 10) /
            10
          : Number.NaN;

        columns.day[row] = day;
        columns.country[row] = countryIndex;
        columns.campaign[row] = campaign.id;
        columns.publisher[row] = publisher.id;
        columns.source[row] = publisher.social ? 1 : SOURCE_SAMPLER.sample(random);
        columns.amount[row] = Math.round(usd * context.usdRate * 100) / 100;
        columns.prints[row] = prints;
        columns.viewability[row] = viewability;
        columns.article[row] = random.int(10000, 999999);
        row += 1;
      }
    }
  }
  return columns;
}
