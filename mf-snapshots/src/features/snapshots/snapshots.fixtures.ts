import type {
  AudiencesResponse,
  Campaign,
  GalleryResponse,
  HttpClient,
  InvestmentCountry,
  ShareOfVoiceCountry,
  SnapshotShareResponse,
  SnapshotStatsResponse,
  SnapshotTableResponse,
  SnapshotTableRow,
} from 'shared-contracts';

const DAYS = ['2024-06-01', '2024-06-02'];

/** A snapshot breakdown over the given names, shares descending. */
function sovAnswer(labels: readonly string[]): ShareOfVoiceCountry {
  const tableData = labels.map((label, index) => ({
    id: index + 1,
    label,
    viewability: index === 0 ? null : 60 + index,
    percentage: Number((100 / labels.length).toFixed(2)),
    total: (labels.length - index) * 10,
    prints: 100,
  }));
  return {
    country: 'AR',
    tableData,
    pieData: tableData.map((row) => ({ type: row.label, value: row.percentage })),
    mediaData: [],
    mediaCategories: [],
    mediaShares: [],
    trendingSoV: labels.slice(0, 2).flatMap((series) => DAYS.map((x, day) => ({ x, series, value: 30 + day }))),
  };
}

export function soiAnswer(labels: readonly string[]): InvestmentCountry {
  return {
    country: 'AR',
    currency: 'ARS',
    tableData: [],
    pieData: labels.map((type) => ({ type, value: Number((100 / labels.length).toFixed(2)) })),
    mediaDataAmount: [],
    mediaDataPrints: [],
    mediaCategories: [],
    trendingSoI: labels.slice(0, 2).flatMap((series) => DAYS.map((x, day) => ({ x, series, value: 40 + day }))),
  };
}

const INDUSTRIES = ['Retail', 'Banks', 'Telecommunications & Connectivity Services'];
const PRODUCTS = ['Acme Credit Card', 'Acme Savings'];

const STATS: SnapshotStatsResponse = {
  items: [
    {
      totalStat: 45,
      pViewability: 59.26,
      adSpend: {
        total: 1234.5,
        currency: 'ARS',
        histogram: DAYS.map((date, day) => ({ date, amount: 600 + day })),
      },
    },
  ],
};

const share = (labels: string[]): SnapshotShareResponse => ({
  items: labels.map((label, index) => ({ id: index + 1, label, percentage: 100 / labels.length, total: 5, amount: 9 })),
  currency: 'ARS',
});

export function tableRows(count: number, offset = 0): SnapshotTableRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: offset + index + 1,
    label: `Name ${offset + index + 1}`,
    percentage: 1.5,
    viewability: index % 2 ? null : 55.5,
    total: 100 - index,
    amount: 250.75,
  }));
}

export function tableAnswer(rows: SnapshotTableRow[], totalResults: number): SnapshotTableResponse {
  return { items: [{ table: { items: rows } }], currency: 'ARS', totalResults };
}

function campaign(id: number, advertiser: string, product: string): Campaign {
  return {
    id,
    advertiser,
    advertiserId: id,
    industry: 'Retail',
    industryId: 1,
    product,
    productId: id,
    platform: 'Desktop',
    platformId: 1,
    format: 'Standard ADs',
    formatId: 2,
    category: 'News',
    style: 'default',
    styleAttributes: {},
    creativity: `/api/creatives/${id}/creative.svg`,
    firstSeenDate: '2024-05-20',
    lastSeen: 'Diario Uno',
    lastSeenDate: '2024-06-02',
    lastSeenUrl: 'https://example.test',
    lastSeenScreenshot: `/api/creatives/${id}/screenshot.svg`,
    spots: 12,
    pViewability: 50,
  };
}

const GALLERY: GalleryResponse = {
  items: [campaign(1, 'Supermercados del Norte Unidos', 'Ofertas'), campaign(2, 'Acme', 'Short product')],
  metadata: { total: 2 },
};

export const AUDIENCES: AudiencesResponse = {
  items: [
    { label: 'male 25-34', value: 55, extra: null, hidden: false },
    { label: 'female 25-34', value: 45, extra: null, hidden: false },
    { label: 'male 18+', value: 50, extra: 'target', hidden: true },
  ],
  sample: false,
};

/** Answers of every snapshot call, by path; a test overrides the ones it is about. */
export function snapshotRoutes(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    '/v2/sov/industries': [sovAnswer(INDUSTRIES)],
    '/v2/soi/industries': [soiAnswer(INDUSTRIES)],
    '/v2/sov/products': [sovAnswer(PRODUCTS)],
    '/v2/soi/products': [soiAnswer(PRODUCTS)],
    '/v2/sov/advertisers': [sovAnswer(['Acme', 'Globex'])],
    '/v2/sov/publishers': [sovAnswer(['Diario Uno', 'Canal 9'])],
    '/v2/soi/publishers': [soiAnswer(['Diario Uno', 'Canal 9'])],
    '/v2/soi/advertisers': [soiAnswer(['Acme', 'Globex'])],
    '/v2/snapshots/platforms': share(['Desktop', 'Web Mobile']),
    '/v2/snapshots/sources': share(['Direct', 'Programmatic']),
    '/v2/snapshots/publishers/sov': share(['Diario Uno', 'Others']),
    '/v2/snapshots/publishers/soi': share(['Diario Uno', 'Others']),
    '/v2/audiences': AUDIENCES,
    '/v2/gallery/1/15': GALLERY,
    ...overrides,
  };
}

/**
 * The answers to a plan without Real-Time Spend (the API's): no amount in the stats, the donuts
 * or the table, and no SOI call to answer (the page must not ask).
 */
export function snapshotRoutesWithoutSpend(): Record<string, unknown> {
  const { adSpend: _spend, ...counts } = STATS.items[0] as SnapshotStatsResponse['items'][0];
  const routes = Object.entries(snapshotRoutes()).filter(
    ([path]) => !path.startsWith('/v2/soi/') && path !== '/v2/snapshots/publishers/soi',
  );
  return {
    ...Object.fromEntries(
      routes.map(([path, answer]) =>
        path.startsWith('/v2/snapshots/') ? [path, withoutAmounts(answer as SnapshotShareResponse)] : [path, answer],
      ),
    ),
    stats: { items: [counts] } satisfies SnapshotStatsResponse,
  };
}

function withoutAmounts(answer: SnapshotShareResponse): SnapshotShareResponse {
  return { ...answer, items: answer.items.map(({ amount: _amount, ...item }) => item) };
}

/** Table rows as a plan without Real-Time Spend gets them: without `amount`. */
export function tableRowsWithoutSpend(count: number, offset = 0): SnapshotTableRow[] {
  return tableRows(count, offset).map(({ amount: _amount, ...row }) => row);
}

/**
 * A post mock that answers by path: stats and table by prefix; an Error value is thrown.
 * `table` answers a page of the snapshot table.
 */
export function routePost(
  routes: Record<string, unknown>,
  table: (page: number, limit: number) => SnapshotTableResponse = (page) =>
    tableAnswer(tableRows(20, (page - 1) * 20), 45),
): jest.Mock {
  return jest.fn(async (path: string) => {
    const tableMatch = /^\/v2\/snapshots\/table\/\w+\/(\d+)\/(\d+)$/.exec(path);
    if (tableMatch) return table(Number(tableMatch[1]), Number(tableMatch[2]));
    if (path.startsWith('/v2/snapshots/stats/')) return routes['stats'] ?? STATS;
    if (!(path in routes)) throw new Error(`unexpected POST ${path}`);
    const answer = routes[path];
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

export function mockHttp(post: jest.Mock): HttpClient {
  return { post, get: jest.fn().mockRejectedValue(new Error('unexpected GET')), request: jest.fn() };
}
