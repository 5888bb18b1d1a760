import type { MarketingRecord, PublicSpot } from 'shared-contracts';

/** One request as the fake API saw it. */
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
  fetchImpl: typeof fetch;
  requests: FakeRequest[];
}

/**
 * The API behind the public client, keyed `METHOD /path` (the query is not part of the key).
 * Unknown routes answer 404 { error } as the API does. Network failures: a route that throws.
 */
export function createFakeApi(routes: Record<string, FakeRoute> = {}): FakeApi {
  const requests: FakeRequest[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const request: FakeRequest = {
      method,
      url,
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const route = routes[`${method} ${url.split('?')[0]}`];
    const answer =
      route === undefined
        ? { status: 404, body: { error: 'Not found' } }
        : typeof route === 'function'
          ? await route(request)
          : route;
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: '',
      json: async () => answer.body,
    } as Response;
  }) as typeof fetch;
  return { fetchImpl, requests };
}

export const RECORDS: MarketingRecord[] = [
  {
    id: 1,
    Name: 'Publicidad digital en Argentina 2023',
    Description: 'Los anunciantes, medios y formatos que marcaron la publicidad digital de Argentina en 2023.',
    'Flag Image': '/api/v2/marketing/flags/AR',
    Docs: [{ name: 'Informe Argentina 2023 (PDF)', url: '/api/v2/marketing/docs/1' }],
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
