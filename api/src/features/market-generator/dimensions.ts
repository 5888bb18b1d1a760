import { brandRoot, publisherName, publisherUrl, uniqueName } from './names';
import { weightedSampler, zipfWeights, type Random } from './random';
import { INDUSTRIES } from './industries';
import { COUNTRIES, type CountryInfo } from './reference-data';

export interface Advertiser {
  id: number;
  name: string;
  industryId: number;
  /** Global Zipf weight by rank: a few advertisers carry most spots. */
  weight: number;
  countries: string[];
  /** Brand root, reused by its products. */
  root: string;
}

export interface Product {
  id: number;
  name: string;
  advertiserId: number;
}

export type SocialNetwork = 'facebook' | 'instagram' | 'youtube' | 'x';

export interface Publisher {
  id: number;
  name: string;
  countryCode: string;
  url: string;
  social: SocialNetwork | null;
  weight: number;
}

const SOCIAL_PUBLISHERS: readonly { network: SocialNetwork; name: string; url: string }[] = [
  { network: 'facebook', name: 'Facebook', url: 'https://www.facebook.com' },
  { network: 'instagram', name: 'Instagram', url: 'https://www.instagram.com' },
  { network: 'youtube', name: 'YouTube', url: 'https://www.youtube.com' },
  { network: 'x', name: 'X (Twitter)', url: 'https://x.com' },
];

/** How many countries an advertiser of this rank runs in: giants are regional, the tail local. */
function presenceCount(rank: number, random: Random): number {
  if (rank < 20) return random.int(10, COUNTRIES.length);
  if (rank < 80) return random.int(3, 8);
  if (rank < 200) return random.int(1, 3);
  return random.int(1, 2);
}

function pickCountries(count: number, random: Random): string[] {
  const chosen: string[] = [];
  const pool = [...COUNTRIES];
  while (chosen.length < count && pool.length > 0) {
    const sampler = weightedSampler(
      pool,
      pool.map((country) => country.weight),
    );
    const country = sampler.sample(random);
    chosen.push(country.code);
    pool.splice(pool.indexOf(country), 1);
  }
  return chosen;
}

/** Fisher-Yates on a copy. */
function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Advertisers ranked by weight, each with an industry (ids 1..n in INDUSTRIES order). */
export function generateAdvertisers(count: number, random: Random): Advertiser[] {
  const weights = zipfWeights(count, 1, 2);
  const taken = new Set<string>();
  // The first ranks cover every industry so each has a leader, in a shuffled order so that
  // industry ids do not rank the industries; the rest are drawn.
  const leaders = shuffled(
    INDUSTRIES.map((_, index) => index),
    random,
  );
  return weights.map((weight, rank) => {
    const industryIndex =
      rank < INDUSTRIES.length * 3
        ? (leaders[rank % INDUSTRIES.length] as number)
        : random.int(0, INDUSTRIES.length - 1);
    const industry = INDUSTRIES[industryIndex];
    if (!industry) throw new Error('industry out of range');
    let root = '';
    const name = uniqueName(taken, () => {
      root = brandRoot(random);
      return random.chance(0.5) ? `${root} ${random.pick(industry.brandWords)}` : root;
    });
    return {
      id: rank + 1,
      name,
      industryId: industryIndex + 1,
      weight,
      countries: pickCountries(presenceCount(rank, random), random),
      root: root || name,
    };
  });
}

/** 1 to 6 products per advertiser, named after its brand and industry. */
export function generateProducts(advertisers: readonly Advertiser[], random: Random): Product[] {
  const products: Product[] = [];
  for (const advertiser of advertisers) {
    const industry = INDUSTRIES[advertiser.industryId - 1];
    if (!industry) throw new Error('industry out of range');
    const words = [...industry.productWords];
    const count = Math.min(random.int(1, 6), words.length);
    for (let i = 0; i < count; i += 1) {
      const word = words.splice(random.int(0, words.length - 1), 1)[0] ?? 'Line';
      products.push({ id: products.length + 1, name: `${advertiser.root} ${word}`, advertiserId: advertiser.id });
    }
  }
  return products;
}

function publisherCount(country: CountryInfo, random: Random): number {
  return Math.max(20, Math.min(60, Math.round(18 + country.weight * 2.4 + random.int(-3, 3))));
}

/** Per country: the four social networks plus local media (20-60 publishers in all). */
export function generatePublishers(random: Random): Publisher[] {
  const publishers: Publisher[] = [];
  for (const country of COUNTRIES) {
    for (const social of SOCIAL_PUBLISHERS) {
      publishers.push({
        id: publishers.length + 1,
        name: social.name,
        countryCode: country.code,
        url: social.url,
        social: social.network,
        weight: 1,
      });
    }
    const webCount = publisherCount(country, random) - SOCIAL_PUBLISHERS.length;
    const weights = zipfWeights(webCount, 0.9);
    const taken = new Set<string>();
    for (const weight of weights) {
      const name = uniqueName(taken, () => publisherName(random, country));
      publishers.push({
        id: publishers.length + 1,
        name,
        countryCode: country.code,
        url: publisherUrl(name, country),
        social: null,
        weight,
      });
    }
  }
  return publishers;
}
