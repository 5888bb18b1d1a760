// @ts-check
import Fastify from 'fastify';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { REPORT_COUNTRIES } from '../src/shell-server/public-head.mjs';
import { createReportCountries } from '../src/shell-server/report-countries.mjs';
import { createShellServer } from '../src/shell-server/shell-server.mjs';
import { createFixtureSite } from './fixture-site.mjs';
import { httpGet } from './http-get.mjs';

/** Every country of the market, as the API's records name them (one report each, the US included). */
const MARKET = [
  'AR',
  'BR',
  'CL',
  'CO',
  'CR',
  'DO',
  'EC',
  'ES',
  'GT',
  'HN',
  'MX',
  'PA',
  'PE',
  'PR',
  'PY',
  'SV',
  'US',
  'UY',
  'VE',
];

/** What the fake API answers for the records; `calls` counts its requests. */
const api = {
  status: 200,
  /** @type {unknown} */
  body: { records: MARKET.map((Country, index) => ({ id: -(index + 1), Country })) },
  delayMs: 0,
  calls: 0,
};
const fakeApi = Fastify();
fakeApi.get('/api/v2/marketing/records', async (_request, reply) => {
  api.calls += 1;
  if (api.delayMs) await new Promise((resolve) => setTimeout(resolve, api.delayMs));
  return reply.code(api.status).send(api.body);
});
let apiUrl = '';

const site = createFixtureSite((root) =>
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>AdIntel</title>'),
);
const environmentsDir = path.join(site.base, 'environments');
mkdirSync(environmentsDir);
writeFileSync(
  path.join(environmentsDir, 'local.json'),
  JSON.stringify({ name: 'local', production: false, remotes: {}, allowedOrigins: [] }),
);
/** @type {import('fastify').FastifyInstance} */
let shell;
let port = 0;

before(async () => {
  await fakeApi.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (fakeApi.server.address()).port}`;
  shell = await createShellServer({ distDir: site.root, environmentsDir, suiteEnv: 'local', apiUrl });
  await shell.listen({ port: 0, host: '127.0.0.1' });
  port = /** @type {import('node:net').AddressInfo} */ (shell.server.address()).port;
});
after(async () => {
  await shell.close();
  await fakeApi.close();
  site.remove();
});

/** @param {{ status?: number, body?: unknown, delayMs?: number }} answer */
function answerWith(answer) {
  Object.assign(api, { status: 200, body: { records: [] }, delayMs: 0, calls: 0 }, answer);
}

describe('the sitemap', () => {
  test("lists the report page of every country of the market, as the API's records name them", async () => {
    answerWith({ body: { records: MARKET.map((Country, index) => ({ id: -(index + 1), Country })) } });
    const { status, body } = await httpGet(`http://127.0.0.1:${port}/sitemap.xml`);
    const xml = body.toString('utf8');

    assert.equal(status, 200);
    const reports = [...xml.matchAll(/<loc>[^<]*\/marketing\/report\/([A-Z]{2})<\/loc>/g)].map((match) => match[1]);
    assert.deepEqual(reports, MARKET);
    assert.match(xml, new RegExp(`<loc>http://127.0.0.1:${port}/marketing/report/US</loc>`));
    assert.match(xml, /hreflang="pt" href="[^"]*\/marketing\/report\/US\?lang=pt"/);
    assert.match(xml, /<loc>[^<]*\/marketing\/report-list<\/loc>/);
  });
});

describe('createReportCountries', () => {
  test('names each country once, sorted, from the records (an operator may add a second record)', async () => {
    answerWith({ body: { records: [{ Country: 'MX' }, { Country: 'AR' }, { Country: 'MX' }, { Country: 'x<' }] } });
    assert.deepEqual(await createReportCountries(apiUrl).current(), ['AR', 'MX']);
  });

  test('keeps the answer a while: requests within it, concurrent ones too, ask the API once', async () => {
    answerWith({ body: { records: [{ Country: 'US' }] } });
    let clock = 0;
    const countries = createReportCountries(apiUrl, { keepMs: 1_000, now: () => clock });

    const [first, second] = await Promise.all([countries.current(), countries.current()]);
    clock = 999;
    const third = await countries.current();
    assert.deepEqual([first, second, third], [['US'], ['US'], ['US']]);
    assert.equal(api.calls, 1);

    answerWith({ body: { records: [{ Country: 'US' }, { Country: 'UY' }] } });
    clock = 1_000;
    assert.deepEqual(await countries.current(), ['US', 'UY']);
    assert.equal(api.calls, 1);
  });

  test('falls back to the fixed list when the API fails, is too slow, or names no country; asks again later', async () => {
    let clock = 0;
    const options = { retryMs: 100, timeLimitMs: 200, now: () => clock };
    for (const answer of [{ status: 503, body: { error: 'down' } }, { delayMs: 400 }, { body: { records: [] } }]) {
      answerWith(answer);
      assert.deepEqual(await createReportCountries(apiUrl, options).current(), REPORT_COUNTRIES);
    }
    assert.deepEqual(await createReportCountries('http://127.0.0.1:9', options).current(), REPORT_COUNTRIES);

    answerWith({ status: 503, body: { error: 'down' } });
    const countries = createReportCountries(apiUrl, options);
    assert.deepEqual(await countries.current(), REPORT_COUNTRIES);
    answerWith({ body: { records: [{ Country: 'BR' }] } });
    assert.deepEqual(await countries.current(), REPORT_COUNTRIES);
    clock = 100;
    assert.deepEqual(await countries.current(), ['BR']);
  });
});
