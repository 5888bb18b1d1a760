import { generateAudienceBands, type AudienceBandRow } from './audiences';
import { daysBetween } from './calendar';
import { generateCampaigns, type GeneratedCampaign } from './campaigns';
import {
  generateAdvertisers,
  generateProducts,
  generatePublishers,
  type Advertiser,
  type Product,
  type Publisher,
} from './dimensions';
import { createRandom, hashString } from './random';
import { MARKET_START } from './reference-data';
import { generateSpots, type SpotColumns } from './spots';

export interface MarketOptions {
  /** Number of spots. */
  spots: number;
  seed: number;
  /** Last day of the history (yyyy-MM-dd); the first is MARKET_START. */
  until: string;
  advertisers?: number;
}

interface CampaignUsage {
  /** Spots per campaign id; campaigns without spots are not stored. */
  spots: Int32Array;
  firstDay: Int32Array;
  lastDay: Int32Array;
}

export interface MarketData {
  options: MarketOptions;
  days: string[];
  advertisers: Advertiser[];
  products: Product[];
  publishers: Publisher[];
  campaigns: GeneratedCampaign[];
  usage: CampaignUsage;
  spots: SpotColumns;
  audienceBands: AudienceBandRow[];
  /** FNV-1a over every generated value: equal for equal options, on any machine. */
  checksum: string;
}

const DEFAULT_ADVERTISERS = 400;

function campaignUsage(campaignCount: number, spots: SpotColumns): CampaignUsage {
  const usage: CampaignUsage = {
    spots: new Int32Array(campaignCount + 1),
    firstDay: new Int32Array(campaignCount + 1).fill(-1),
    lastDay: new Int32Array(campaignCount + 1).fill(-1),
  };
  for (let row = 0; row < spots.count; row += 1) {
    const id = spots.campaign[row] as number;
    const day = spots.day[row] as number;
    usage.spots[id] = (usage.spots[id] as number) + 1;
    // Spots come in date order: the first seen is the first met.
    if (usage.firstDay[id] === -1) usage.firstDay[id] = day;
    usage.lastDay[id] = day;
  }
  return usage;
}

function checksumOf(data: Omit<MarketData, 'checksum'>): string {
  let hash = hashString(
    JSON.stringify([data.advertisers, data.products, data.publishers, data.audienceBands]) +
      JSON.stringify(
        data.campaigns.map((campaign) => [campaign.id, campaign.style, campaign.styleAttributes, campaign.creativity]),
      ),
  );
  const { spots } = data;
  for (let row = 0; row < spots.count; row += 1) {
    const values = [
      spots.day[row],
      spots.country[row],
      spots.campaign[row],
      spots.publisher[row],
      spots.source[row],
      Math.round((spots.amount[row] as number) * 100),
      spots.prints[row],
      Math.round((spots.viewability[row] as number) * 10) || -1,
    ];
    for (const value of values) hash = Math.imul(hash ^ ((value as number) | 0), 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The whole market for `options`, in memory. Pure: same options, same data. */
export function generateMarket(options: MarketOptions): MarketData {
  const random = createRandom(options.seed);
  const days = daysBetween(MARKET_START, options.until);
  if (days.length === 0) throw new Error(`The market ends before it starts: ${options.until}`);
  const advertisers = generateAdvertisers(options.advertisers ?? DEFAULT_ADVERTISERS, random.fork('advertisers'));
  const products = generateProducts(advertisers, random.fork('products'));
  const publishers = generatePublishers(random.fork('publishers'));
  const { campaigns, flights } = generateCampaigns(advertisers, products, days.length, random.fork('campaigns'));
  const spots = generateSpots(
    { days, start: MARKET_START, total: options.spots, advertisers, publishers, flights },
    random.fork('spots'),
  );
  const audienceBands = generateAudienceBands(advertisers, random.fork('audiences'));
  const data = {
    options,
    days,
    advertisers,
    products,
    publishers,
    campaigns,
    usage: campaignUsage(campaigns.length, spots),
    spots,
    audienceBands,
  };
  return { ...data, checksum: checksumOf(data) };
}
