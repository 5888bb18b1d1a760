// @ts-check
// bench:lighthouse's two pieces of work: the public pages of a suite, with a real country and a
// real spot found through its API, and one Lighthouse run on one page, in a Chromium of its own.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/** A demo login of the seeded market (api/src/seed/demo-users.json), to list its spots. */
const ANALYST = { username: 'analyst@demo.test', password: 'demo1234' };

/**
 * @param {string} base
 * @param {string} pathname
 * @param {RequestInit} [init]
 */
async function apiJson(base, pathname, init) {
  const response = await fetch(`${base}/api${pathname}`, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${base}/api${pathname}: ${response.status}`);
  return response.json();
}

/**
 * The public pages on one suite: the country of its first report (the public records)
 * and the newest spot of that country in the last 180 days (the spots list, as the analyst).
 * @param {string} base
 * @returns {Promise<{ page: string, path: string }[]>} page: the row's name; path: what is opened
 */
export async function publicPages(base) {
  const { records } = await apiJson(base, '/v2/marketing/records?lang=en');
  const country = records.find((/** @type {{ Country?: string }} */ record) => record.Country)?.Country;
  if (!country) throw new Error(`${base} has no country report`);
  const { token } = await apiJson(base, '/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ANALYST),
  });
  const until = new Date().toISOString().slice(0, 10);
  const since = new Date(Date.now() - 180 * 86_400_000).toISOString().slice(0, 10);
  const { items } = await apiJson(base, '/v2/spots/1/15?grouped=0&lang=en', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify([{ country, since, until }]),
  });
  if (!items?.[0]) throw new Error(`${base} has no spot of ${country} in the last 180 days`);
  return [
    { page: '/login', path: '/login' },
    { page: '/marketing/signup', path: '/marketing/signup' },
    { page: '/marketing/report-list', path: '/marketing/report-list' },
    { page: '/marketing/report/{country}', path: `/marketing/report/${country}` },
    { page: '/marketing/spot/{id}', path: `/marketing/spot/${items[0].id}` },
  ];
}

/**
 * @typedef {object} LighthouseFigures
 * @property {number} performance  scores 0–100
 * @property {number} accessibility
 * @property {number} bestPractices
 * @property {number} lcp  ms, simulated
 * @property {number} tbt  ms, simulated
 * @property {number} cls
 * @property {number} scriptBytes  scripts as transferred (compressed)
 * @property {number} totalBytes   everything the load transferred
 * @property {string[]} failedAudits  accessibility and best-practices audits short of 1
 * @property {number} benchmarkIndex  Lighthouse's own measure of the machine's speed (higher is quicker)
 */

/**
 * One Lighthouse run with its defaults (mobile: simulated slow 4G, CPU × 4) in a new Chromium.
 * @param {string} url
 * @param {string} chromePath
 * @returns {Promise<LighthouseFigures>} throws when the run failed
 */
export async function runLighthouse(url, chromePath) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableFullPageScreenshot: true,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = (/** @type {string} */ id) => {
      const value = lhr.categories[id]?.score;
      if (typeof value !== 'number') throw new Error(`no ${id} score`);
      return Math.round(value * 100);
    };
    const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = /** @type {{ resourceType?: string, transferSize?: number }[]} */ (
      /** @type {{ items?: unknown[] } | undefined} */ (lhr.audits['network-requests']?.details)?.items ?? []
    );
    const bytes = (/** @type {typeof requests} */ list) =>
      list.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    const failedAudits = ['accessibility', 'best-practices'].flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      scriptBytes: bytes(requests.filter((item) => item.resourceType === 'Script')),
      totalBytes: bytes(requests),
      failedAudits,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}
