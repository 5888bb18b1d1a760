/**
 * @jest-environment node
 */
// On Node, as the shell's server runs it: react-dom's Node build, no DOM.
import { SERVER_PAGE_ID, SERVER_STATE_ID } from 'shared-contracts/server-render';
import { createFakeApi, NOT_FOUND, RECORDS, SPOT } from '../../testing/fake-api';
import { renderPage } from './render-page';

const API_BASE = 'http://api.test/api';

function draw(url: string, language: 'es' | 'en' | 'pt' = 'en') {
  return renderPage({
    url,
    language,
    apiBase: API_BASE,
    config: { name: 'test', production: false, external: { supportEmail: 'help@adintel.test' } },
    signal: AbortSignal.timeout(5_000),
  });
}

/** The dehydrated queries the markup hands to the browser's page. */
function answersIn(markup: string): { queryKey: unknown[]; state: { data: unknown } }[] {
  const json = new RegExp(`<script type="application/json" id="${SERVER_STATE_ID}">(.*)</script>$`).exec(markup)?.[1];
  return (JSON.parse(json ?? 'null') as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }).queries;
}

describe('a public page drawn on the shell’s server', () => {
  it('carries the spot’s heading, facts and creative, and the answer it was drawn with', async () => {
    const api = createFakeApi({ 'GET http://api.test/api/getspot/1002': { status: 200, body: SPOT } });

    const page = await draw('/marketing/spot/1002?lang=en');

    expect(page?.status).toBe(200);
    expect(page?.markup.startsWith(`<div id="${SERVER_PAGE_ID}">`)).toBe(true);
    expect(page?.markup).toContain('Banco Sol &amp; Co · Cuenta Sol</h1>');
    expect(page?.markup).toContain('2023-08-05');
    expect(page?.markup).toContain(`src="${SPOT.screenshot}"`);
    expect(answersIn(page?.markup ?? '')).toEqual([
      expect.objectContaining({
        queryKey: ['marketing', 'spot', 1002, 'en'],
        state: expect.objectContaining({ data: SPOT }),
      }),
    ]);
    // As the browser's page asks: no token, the page's language.
    expect(api.requests.map((request) => request.url)).toEqual(['/api/getspot/1002?lang=en']);
    expect(api.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('draws a Facebook post, drawn with antd, with antd’s styles for it in a bare <style> (the page’s nonce goes there)', async () => {
    const post = { ...SPOT, style: 'facebook', styleAttributes: { body: { text: 'Abrí tu Cuenta Sol' } } };
    createFakeApi({ 'GET http://api.test/api/getspot/1002': { status: 200, body: post } });

    const page = await draw('/marketing/spot/1002?lang=en');

    expect(page?.markup).toContain('Abrí tu Cuenta Sol');
    expect(page?.markup).toMatch(/class="[^"]*ant-avatar/);
    expect(page?.markup).toMatch(new RegExp(`^<div id="${SERVER_PAGE_ID}"><style>[^<]*\\.ant-avatar`));
    // Not antd's record of its styles, which would keep the browser's antd from injecting its own.
    expect(page?.markup).not.toContain('data-ant-cssinjs-cache-path');
  });

  it('lists the reports in the language asked, their documents linked', async () => {
    createFakeApi({ 'GET http://api.test/api/v2/marketing/records': { status: 200, body: { records: RECORDS } } });

    const page = await draw('/marketing/report-list', 'pt');

    expect(page?.status).toBe(200);
    expect(page?.markup).toContain('Argentina: digital advertising report');
    expect(page?.markup).toContain('href="/api/v2/marketing/reports/AR?lang=en"');
    expect(answersIn(page?.markup ?? '')[0]?.queryKey).toEqual(['marketing', 'records', null, 'pt']);
  });

  it('keeps no script of its own in the page: the answers are JSON that cannot end their element', async () => {
    const hostile = { ...SPOT, advertiser: '</script><script>alert(1)</script>' };
    createFakeApi({ 'GET http://api.test/api/getspot/1002': { status: 200, body: hostile } });

    const markup = (await draw('/marketing/spot/1002'))?.markup ?? '';

    expect(markup.match(/<script/g)).toHaveLength(1);
    expect(answersIn(markup)[0]?.state.data).toEqual(hostile);
  });

  it('answers 404 for a spot, a country or a page that does not exist, with the page that says so', async () => {
    createFakeApi({ 'GET http://api.test/api/getspot/404': NOT_FOUND });

    const missingSpot = await draw('/marketing/spot/404');
    const malformedSpot = await draw('/marketing/spot/abc');
    const unknownCountry = await draw('/marketing/report/zz');
    const unknownPage = await draw('/marketing/nothing-here');

    expect([missingSpot, malformedSpot, unknownCountry, unknownPage].map((page) => page?.status)).toEqual([
      404, 404, 404, 404,
    ]);
    expect(missingSpot?.markup).toContain('No data available for this spot.');
    expect(unknownPage?.markup).toContain('<h1');
  });

  it('leaves to the browser the unsubscribe page, which acts as it opens, and a page the API failed', async () => {
    createFakeApi({ 'GET http://api.test/api/getspot/1002': { status: 503, body: { error: 'Busy' } } });

    expect(await draw('/marketing/unsubscribe?token=abc')).toBeNull();
    expect(await draw('/marketing/spot/1002')).toBeNull();
  });
});
