import type { Campaign } from './creatives';
import type { CompareFigures, CompareResponse } from './compare';
import { EXAMPLE_ADVERTISER, EXAMPLE_RIVAL } from './example-search';

/** Today's address of a creative file as the viewer receives it (signed after the cache). */
const SIGNED = '?viewer=i6rqzG0nivJbcmGn&expires=1796428800&signature=tQjczSYDPoJwjhCUmJ34he';

const LATEST: Campaign = {
  id: 223,
  advertiser: EXAMPLE_ADVERTISER.label,
  advertiserId: EXAMPLE_ADVERTISER.id,
  industry: 'Retail',
  industryId: 5,
  product: 'Vifudas Delivery',
  productId: 5,
  platform: 'Social Media',
  platformId: 3,
  format: 'Social ADs',
  formatId: 6,
  category: 'Product Launch',
  style: 'twitter',
  styleAttributes: { type: 'simple', account: '@vifudas', text: 'Aprovecha las ofertas de la semana' },
  creativity: `/api/creatives/223/creative.svg${SIGNED}`,
  firstSeenDate: '2026-05-22',
  lastSeen: 'X (Twitter)',
  lastSeenDate: '2026-06-13',
  lastSeenUrl: 'https://x.com/ads/210977',
  lastSeenScreenshot: `/api/creatives/223/screenshot-19516.svg${SIGNED}`,
  spots: 4,
  pViewability: 57.1,
};

const round2 = (value: number) => Math.round(value * 100) / 100;
const money = (amount: number, usdRate: number) => ({ amount: round2(amount), usd: round2(amount / usdRate) });

/** One entity's figures, its spend in `currency` (`usdRate` of them per US dollar). */
function figures(
  id: number,
  spots: number,
  shares: { voice: number; inSet: number; spend: number },
  amount: number,
  currency: string,
  usdRate: number,
): CompareFigures {
  return {
    id,
    spots,
    shareOfVoice: shares.voice,
    shareInSet: shares.inSet,
    spend: { ...money(amount, usdRate), currency, share: shares.spend },
    prints: spots * 6800,
    pViewability: 48.46,
    campaigns: { total: 4, new: 2 },
    creatives: { total: 4, new: 2 },
    firstSeen: '2023-01-02',
    lastSeen: '2026-06-29',
    trend: [
      { x: '2026-05-20', spots: spots - 4, shareOfVoice: shares.voice - 2.5, spend: money(amount * 0.7, usdRate) },
      { x: '2026-06-08', spots: 4, shareOfVoice: shares.voice + 4.1, spend: money(amount * 0.3, usdRate) },
    ],
    formats: [{ id: 2, label: 'Standard ADs', spots, share: 100 }],
    platforms: [{ id: 3, label: 'Social Media', spots, share: 100 }],
    top: [{ id: 4, label: 'X (Twitter)', spots, share: 100 }],
    latestCreatives: id === LATEST.advertiserId ? [LATEST] : [],
  };
}

/** The answer to the Compare call's example body, cut to two trend weeks and one part of each mix. */
export const EXAMPLE_COMPARE_ANSWER: CompareResponse = {
  dimension: 'advertisers',
  grain: 'week',
  topOf: 'publishers',
  entities: [
    { id: EXAMPLE_ADVERTISER.id, label: EXAMPLE_ADVERTISER.label },
    { id: EXAMPLE_RIVAL.id, label: EXAMPLE_RIVAL.label },
  ],
  countries: [
    {
      country: 'AR',
      currency: 'ARS',
      spots: 77,
      entities: [
        figures(EXAMPLE_ADVERTISER.id, 11, { voice: 14.28, inSet: 64.71, spend: 24.58 }, 152458.9, 'ARS', 1450),
        figures(EXAMPLE_RIVAL.id, 6, { voice: 7.79, inSet: 35.29, spend: 1.01 }, 6291.54, 'ARS', 1450),
      ],
    },
  ],
  total: {
    spots: 77,
    entities: [
      figures(EXAMPLE_ADVERTISER.id, 11, { voice: 14.28, inSet: 64.71, spend: 24.58 }, 105.14, 'USD', 1),
      figures(EXAMPLE_RIVAL.id, 6, { voice: 7.79, inSet: 35.29, spend: 1.01 }, 4.34, 'USD', 1),
    ],
  },
};
