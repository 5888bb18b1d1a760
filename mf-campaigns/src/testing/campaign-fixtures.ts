import type { Campaign, GalleryResponse, SpotRow, SpotsListResponse } from 'shared-contracts';

/** A gallery card with every field filled; `patch` changes what a test looks at. */
export function campaignFixture(patch: Partial<Campaign> = {}): Campaign {
  return {
    id: 101,
    advertiser: 'Acme Bank',
    advertiserId: 11,
    industry: 'Finance',
    industryId: 21,
    product: 'Savings account',
    productId: 31,
    platform: 'Desktop',
    platformId: 1,
    format: 'Standard ADs',
    formatId: 2,
    category: 'News',
    style: 'default',
    styleAttributes: {},
    creativity: 'https://cdn.test/creatives/101.png',
    firstSeenDate: '2024-05-02',
    lastSeen: 'diario.test',
    lastSeenDate: '2024-06-14',
    lastSeenUrl: 'https://diario.test/economia',
    lastSeenScreenshot: 'https://cdn.test/screens/101.png',
    spots: 1234,
    pViewability: 71.256,
    ...patch,
  };
}

/** One card of each creative style (docs/product.md#campaigns), and one of a style this build does not know. */
export const CAMPAIGNS_OF_EVERY_STYLE: Campaign[] = [
  campaignFixture(),
  campaignFixture({
    id: 102,
    advertiser: 'Beta Motors',
    advertiserId: 12,
    style: 'youtube-pre-roll',
    creativity: 'https://www.youtube.com/embed/beta123',
    lastSeen: 'youtube.com',
    platform: 'Social Media',
    platformId: 3,
    format: 'Video ADs',
    formatId: 5,
    pViewability: null,
  }),
  campaignFixture({
    id: 103,
    advertiser: 'Gamma Foods',
    advertiserId: 13,
    style: 'facebook',
    creativity: '',
    styleAttributes: {
      header: { text: 'Gamma Foods', img: { src: 'https://cdn.test/logos/gamma.png' } },
      body: { text: 'Taste the summer', media: [{ format: 'image', src: 'https://cdn.test/creatives/103.png' }] },
      footer: { title: 'gamma.test', text: 'Order online' },
    },
  }),
  campaignFixture({
    id: 104,
    advertiser: 'Delta Air',
    advertiserId: 14,
    style: 'facebook-story-ad',
    creativity: '',
    styleAttributes: {
      header: { text: 'Delta Air' },
      body: { media: [{ format: 'videoMP4', src: 'https://cdn.test/creatives/104.mp4', mime_type: 'video/mp4' }] },
    },
  }),
  campaignFixture({
    id: 105,
    advertiser: 'Epsilon Telecom',
    advertiserId: 15,
    style: 'paute-facil',
    lastSeenScreenshot: '',
  }),
  campaignFixture({ id: 106, advertiser: 'Zeta Retail', advertiserId: 16, style: 'peru-red' }),
  campaignFixture({
    id: 107,
    advertiser: 'Eta Drinks',
    advertiserId: 17,
    style: 'twitter',
    creativity: '',
    styleAttributes: { type: 'trends', hashtag: 'EtaSummer', text: 'Cold drinks, hot deals', account: 'etadrinks' },
  }),
  campaignFixture({
    id: 108,
    advertiser: 'Theta Cars',
    advertiserId: 18,
    style: 'video',
    creativity: 'https://cdn.test/creatives/108.mp4',
    styleAttributes: { body: { media: [{ format: 'videoMP4', src: 'https://cdn.test/creatives/108.mp4' }] } },
  }),
  campaignFixture({ id: 109, advertiser: 'Iota Labs', advertiserId: 19, style: 'hologram' }),
];

export function galleryResponse(items: Campaign[] = CAMPAIGNS_OF_EVERY_STYLE, total = items.length): GalleryResponse {
  return { items, metadata: { total } };
}

/** A spot row with every field filled. */
export function spotFixture(patch: Partial<SpotRow> = {}): SpotRow {
  return {
    id: 501,
    campaignId: 101,
    date: '2024-06-10',
    advertiser: 'Acme Bank',
    platform: 'Desktop',
    publisher: 'diario.test',
    category: 'News',
    format: 'Standard ADs',
    product: 'Savings account',
    industry: 'Finance',
    advertiserId: 11,
    productId: 21,
    industryId: 5,
    publisherId: 31,
    platformId: 1,
    formatId: 2,
    categoryId: 41,
    pViewability: 64.5,
    style: 'default',
    styleAttributes: {},
    creativity: 'https://cdn.test/creatives/501.png',
    screenshot: 'https://cdn.test/screens/501.png',
    firstSeenDate: '2024-05-02',
    ...patch,
  };
}

export function spotsResponse(items: SpotRow[], total = items.length): SpotsListResponse {
  return { items, metadata: { total } };
}
