import type {
  Campaign,
  CompareColumn,
  CompareCountry,
  CompareFigures,
  CompareResponse,
  FilterItem,
} from 'shared-contracts';
import { fixtureHttp, routeOf } from 'shared-contracts/testing';

export const MINE: FilterItem = { id: 2, label: 'Vifudas', value: '2' };
export const RIVAL: FilterItem = { id: 6, label: 'Rarex Casino', value: '6' };

const creative = (id: number, product: string): Campaign => ({
  id,
  advertiser: MINE.label,
  advertiserId: Number(MINE.id),
  industry: 'Retail',
  industryId: 5,
  product,
  productId: id,
  platform: 'Social Media',
  platformId: 3,
  format: 'Social ADs',
  formatId: 6,
  category: 'Product Launch',
  style: 'image',
  styleAttributes: {},
  creativity: `/api/creatives/${id}/creative.svg`,
  firstSeenDate: '2024-06-02',
  lastSeen: 'X (Twitter)',
  lastSeenDate: '2024-06-13',
  lastSeenUrl: 'https://x.com/ads/1',
  lastSeenScreenshot: `/api/creatives/${id}/screenshot.svg`,
  spots: 4,
  pViewability: 57.1,
});

/** One entity's figures in one column; spend in `currency` unless the column has none. */
function figuresOf(id: number, spots: number, voice: number, inSet: number, currency: string | null): CompareFigures {
  return {
    id,
    spots,
    shareOfVoice: voice,
    shareInSet: inSet,
    ...(currency ? { spend: { amount: spots * 1000, currency, usd: spots * 10, share: voice } } : {}),
    prints: spots * 100,
    pViewability: id === MINE.id ? 50 : null,
    campaigns: { total: spots, new: 1 },
    creatives: { total: spots * 2, new: 2 },
    firstSeen: '2023-01-02',
    lastSeen: '2024-06-29',
    trend: [
      {
        x: '2024-06-03',
        spots: spots - 1,
        shareOfVoice: voice - 1,
        ...(currency ? { spend: { amount: 600, usd: 6 } } : {}),
      },
      { x: '2024-06-10', spots: 1, shareOfVoice: voice + 1, ...(currency ? { spend: { amount: 400, usd: 4 } } : {}) },
    ],
    formats: [
      { id: 2, label: 'Standard ADs', spots: spots - 1, share: 75 },
      { id: 5, label: 'Video ADs', spots: 1, share: 25 },
    ],
    platforms: [{ id: 3, label: 'Social Media', spots, share: 100 }],
    top: [{ id: 4, label: `Top of ${id}`, spots, share: 100 }],
    latestCreatives: id === MINE.id ? [creative(223, 'Vifudas Delivery')] : [],
  };
}

const column = (spots: number, currency: string | null, extra: Partial<CompareColumn> = {}): CompareColumn => ({
  spots,
  entities: [figuresOf(Number(MINE.id), 12, 15, 60, currency), figuresOf(Number(RIVAL.id), 8, 10, 40, currency)],
  ...extra,
});

const country = (
  code: CompareCountry['country'],
  currency: string,
  extra: Partial<CompareColumn> = {},
): CompareCountry => ({
  country: code,
  currency,
  ...column(80, currency, extra),
});

/** The answer for one country (AR), with spend. */
export function oneCountryAnswer(extra: Partial<CompareColumn> = {}): CompareResponse {
  return {
    dimension: 'advertisers',
    grain: 'week',
    topOf: 'publishers',
    entities: [
      { id: Number(MINE.id), label: MINE.label },
      { id: Number(RIVAL.id), label: RIVAL.label },
    ],
    countries: [country('AR', 'ARS', extra)],
    total: column(80, 'USD', extra),
  };
}

/** AR and BR, BR without a spot of either entity. */
export function twoCountriesAnswer(): CompareResponse {
  const answer = oneCountryAnswer();
  const empty = country('BR', 'BRL');
  return {
    ...answer,
    countries: [
      ...answer.countries,
      {
        ...empty,
        entities: empty.entities.map((figures) => ({ ...figures, spots: 0, shareOfVoice: 0, shareInSet: 0 })),
      },
    ],
  };
}

/** The API: the comparison answers `answer`; autocomplete offers `found`. */
/** Where the fixture API says the workbook is. */
export const EXPORT_HREF = `${window.location.origin}/api/exports/files/token-1`;

export function compareHttp(answer: () => CompareResponse | Promise<CompareResponse>, found: FilterItem[] = []) {
  return fixtureHttp((request) => {
    const route = routeOf(request);
    if (/^POST \/v2\/compare\/[a-z]+\/excel/.test(route)) return { _links: { self: { href: EXPORT_HREF } } };
    if (route.startsWith('POST /v2/compare/')) return answer();
    if (route.startsWith('GET /v2/autocomplete/')) {
      return { results: found.map((item) => ({ id: item.id, text: item.label })), pagination: { more: false } };
    }
    if (route === 'GET /v2/data-as-of') return [];
    throw new Error(`unexpected ${route}`);
  });
}
