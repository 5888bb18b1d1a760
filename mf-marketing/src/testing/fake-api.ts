import { http, HttpResponse } from 'msw';
import type { MarketingRecord, PublicSpot } from 'shared-contracts';
import { apiServer } from './api-server';

/** One request as the fake API saw it: its path and query, headers by lower-case name. */
export interface FakeRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/** An answer, a function of the request, or a promise (to hold a request pending). */
export type FakeRoute = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

export interface FakeApi {
  requests: FakeRequest[];
}

/** What the API answers for a path it does not serve. */
export const NOT_FOUND: FakeAnswer = { status: 404, body: { error: 'Not found' } };

/**
 * The API behind the public client, on the test API server, keyed `METHOD /path` (the query is
 * not part of the key). `requests` records what the declared routes received; any other request
 * fails the test.
 */
export function createFakeApi(routes: Record<string, FakeRoute> = {}): FakeApi {
  const requests: FakeRequest[] = [];
  apiServer.use(
    ...Object.entries(routes).map(([key, route]) => {
      const [method = 'GET', path = ''] = key.split(' ');
      return http[method.toLowerCase() as 'get' | 'post'](path, async ({ request }) => {
        const url = new URL(request.url);
        const text = await request.text();
        const recorded: FakeRequest = {
          method: request.method,
          url: `${url.pathname}${url.search}`,
          headers: Object.fromEntries(request.headers),
          body: text ? (JSON.parse(text) as unknown) : undefined,
        };
        requests.push(recorded);
        const answer = typeof route === 'function' ? await route(recorded) : route;
        return answer.body === undefined
          ? new HttpResponse(null, { status: answer.status })
          : HttpResponse.json(answer.body, { status: answer.status });
      });
    }),
  );
  return { requests };
}

/** Two records as the API answers them in English: a country report, and an operator's record. */
export const RECORDS: MarketingRecord[] = [
  {
    id: -1,
    Name: 'Argentina: digital advertising report',
    Description:
      'The advertisers with the most spots in Argentina last month, with the mix of formats and platforms, on one page.',
    'Flag Image': '/api/v2/marketing/flags/AR',
    Docs: [{ name: 'Report of November 2026 (PDF)', url: '/api/v2/marketing/reports/AR?lang=en' }],
    Country: 'AR',
  },
  {
    id: 5,
    Name: 'Publicidad digital en México 2023',
    Description: 'Los anunciantes, medios y formatos que marcaron la publicidad digital de México en 2023.',
    'Flag Image': '/api/v2/marketing/flags/MX',
    Docs: [
      { name: 'Informe México 2023 (PDF)', url: '/api/v2/marketing/docs/5' },
      { name: 'Anexo externo', url: 'https://elsewhere.example/annex.pdf' },
    ],
    Country: 'MX',
  },
];

export const SPOT: PublicSpot = {
  id: 1002,
  campaignId: 6,
  date: '2023-08-05',
  country: 'MX',
  advertiser: 'Banco Sol & Co',
  platform: 'Desktop',
  publisher: '@Noticias MX',
  category: 'Noticias',
  format: 'Standard ADs',
  product: 'Cuenta Sol',
  industry: 'Banca',
  pViewability: 55,
  style: 'default',
  styleAttributes: {},
  creativity: '/api/creatives/6/creative.svg',
  screenshot: '/api/creatives/6/screenshot.svg',
};
