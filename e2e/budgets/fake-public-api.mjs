// @ts-check
// The API as the public pages see it, for the budget check: the public endpoints the marketing
// pages call (mf-marketing/src/features/*/api/), each with a small fixed answer, so every page
// draws its main content the same way on every run without the real API and its market. Any
// other request is a 404; the shell's session check (POST /auth/refresh) is a 204, no session.
import { createServer } from 'node:http';

/** The one spot there is (budgets.json's /marketing/spot/1002); AR and MX have a report each. */
const FIXTURE_SPOT_ID = 1002;

const RECORDS = [
  {
    id: -1,
    Name: 'Argentina: digital advertising report',
    Description: 'The advertisers with the most spots in Argentina last month, with the mix of formats and platforms.',
    'Flag Image': '/api/v2/marketing/flags/AR',
    Docs: [{ name: 'Report of November 2026 (PDF)', url: '/api/v2/marketing/reports/AR?lang=en' }],
    Country: 'AR',
  },
  {
    id: 5,
    Name: 'Publicidad digital en México 2023',
    Description: 'Los anunciantes, medios y formatos que marcaron la publicidad digital de México en 2023.',
    'Flag Image': '/api/v2/marketing/flags/MX',
    Docs: [{ name: 'Informe México 2023 (PDF)', url: '/api/v2/marketing/docs/5' }],
    Country: 'MX',
  },
];

const SPOT = {
  id: FIXTURE_SPOT_ID,
  campaignId: 6,
  date: '2026-11-05',
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

/** The advertiser the spot page's heading names. */
export const FIXTURE_ADVERTISER = SPOT.advertiser;

const IMAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40"><rect width="60" height="40" fill="#888"/></svg>';

/**
 * @param {string} method
 * @param {URL} url
 * @returns {{ status: number, type?: string, body?: string }}
 */
function answer(method, url) {
  const json = (/** @type {unknown} */ body) => ({ status: 200, type: 'application/json', body: JSON.stringify(body) });
  const { pathname } = url;
  if (method === 'POST' && pathname === '/api/auth/refresh') return { status: 204 };
  if (method !== 'GET') return { status: 404, type: 'application/json', body: '{"error":"Not found"}' };
  if (pathname === '/api/v2/marketing/records') {
    const country = url.searchParams.get('country');
    return json({ records: RECORDS.filter((record) => !country || record.Country === country) });
  }
  if (pathname === `/api/getspot/${FIXTURE_SPOT_ID}`) return json(SPOT);
  if (/^\/api\/(v2\/marketing\/flags\/[A-Z]{2}|creatives\/\d+\/\w+\.svg)$/.test(pathname)) {
    return { status: 200, type: 'image/svg+xml', body: IMAGE };
  }
  return { status: 404, type: 'application/json', body: '{"error":"Not found"}' };
}

/** Starts the fake API on a free port of 127.0.0.1; `url` is what the shell's proxy targets. */
export async function startFakePublicApi() {
  const server = createServer((request, response) => {
    const { status, type, body } = answer(request.method ?? 'GET', new URL(request.url ?? '/', 'http://api'));
    response.writeHead(status, type ? { 'content-type': type } : {}).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
