#!/usr/bin/env node
// @ts-check
/* global window -- functions passed to page.addInitScript run in the browser */
// What a customer's browser downloads from the suite's servers: a first visit to Share of
// Voice (logged in), then the same page again with the browser's cache warm. Prints, per run,
// the bytes transferred (encodedDataLength: headers and compressed bodies as on the wire), the
// answers that were 304, and the transferred size of each remote's entry; then medians and
// min–max. Run it against the suite started by the README (or any shell URL):
//
//   node web-server/bench/repeat-load.mjs [--url http://localhost:3000] [--runs 5]
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values } = parseArgs({ options: { url: { type: 'string' }, runs: { type: 'string' } } });
const shellUrl = values.url ?? 'http://localhost:3000';
const runs = Number(values.runs ?? 5);
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** @param {import('playwright-core').Page} page */
async function recordTransfers(page) {
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  /** @type {Map<string, string>} */
  const urls = new Map();
  let bytes = 0;
  let requests = 0;
  let notModified = 0;
  /** @type {number[]} */
  const entryTransfers = [];
  client.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url));
  // The status on the wire: a revalidated file shows 304 here, 200 (from cache) elsewhere.
  client.on('Network.responseReceivedExtraInfo', ({ statusCode }) => {
    if (statusCode === 304) notModified += 1;
  });
  client.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    requests += 1;
    bytes += encodedDataLength;
    if (urls.get(requestId)?.startsWith('http://127.0.0.1:3001/') && urls.get(requestId)?.endsWith('/remoteEntry.js')) {
      entryTransfers.push(encodedDataLength);
    }
  });
  return () => ({ bytes, requests, notModified, entry: Math.max(0, ...entryTransfers) });
}

/** @param {number[]} values */
function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return `${Math.round(median / 1024)} KB (min ${Math.round((sorted[0] ?? 0) / 1024)}, max ${Math.round((sorted.at(-1) ?? 0) / 1024)})`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
/** @type {{ first: number, repeat: number, notModified: number, entry: number }[]} */
const results = [];
try {
  for (let run = 1; run <= runs; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => window.localStorage.setItem('suite.language', 'en'));
    const shareOfVoice = page.getByRole('main').getByRole('heading', { name: 'Share of Voice' });

    // A first visit: the login page, then Share of Voice, with nothing in the cache.
    const firstVisit = await recordTransfers(page);
    await page.goto(`${shellUrl}/login`);
    await page.getByLabel(/email/i).fill('analyst@demo.test');
    await page.getByLabel(/password/i).fill('demo1234');
    await page.getByRole('button', { name: /log in/i }).click();
    await shareOfVoice.waitFor();
    await page.waitForLoadState('networkidle');
    const first = firstVisit();

    // The same page loaded again: what the cache and the servers' validators save.
    const repeatVisit = await recordTransfers(page);
    await page.reload();
    await shareOfVoice.waitFor();
    await page.waitForLoadState('networkidle');
    const repeat = repeatVisit();
    const entry = first.entry;
    results.push({ first: first.bytes, repeat: repeat.bytes, notModified: repeat.notModified, entry });
    console.log(
      `run ${run}: first load ${Math.round(first.bytes / 1024)} KB in ${first.requests} requests; repeat ${Math.round(repeat.bytes / 1024)} KB, ${repeat.notModified} of ${repeat.requests} answered 304; mf-sov entry ${entry} B on first load`,
    );
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`\nlogin then /dashboard/shareofvoice, then a reload (bytes as transferred):`);
console.log(`  first load   ${summary(results.map((result) => result.first))}`);
console.log(
  `  repeat load  ${summary(results.map((result) => result.repeat))}, 304 answers: ${results.map((result) => result.notModified).join(', ')}`,
);
console.log(`  mf-sov remoteEntry.js transferred: ${results.map((result) => result.entry).join(', ')} B`);
