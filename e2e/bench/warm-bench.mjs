#!/usr/bin/env node
// @ts-check
// `pnpm bench:warm` (issue 16): what warming the other views' remotes at idle moments saves on a
// switch to a view not yet visited, on a network with a round trip (the suite on localhost has
// none, so bench:web cannot show it). The same build, warming on and off (off: the browser's data
// saver, which the shell honours), alternated; Share of Voice cold at CPU x4, then the click on
// Real-Time Spend to its first chart drawn. With --dwell, the pointer rests that long on the
// entry before the click, as a person's does: with warming on, the page's first requests start
// then (its remote's viewQueries); off, they wait for the page. Needs the suite running (the
// README's start command):
//
//   flock /tmp/adintel-suite.lock pnpm bench:warm [--runs 5] [--rtt 100] [--cpu 4] [--dwell 0]
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { installProbes, logIn, timeSwitch } from './web-measures.mjs';
import { speedCheckLine, speedCheckMs } from '../../tooling/bench/speed-check.mjs';

const { values } = parseArgs({
  options: { runs: { type: 'string' }, rtt: { type: 'string' }, cpu: { type: 'string' }, dwell: { type: 'string' } },
});
const runs = Number(values.runs ?? 5);
const rtt = Number(values.rtt ?? 100);
const cpuSlowdown = Number(values.cpu ?? 4);
const dwell = Number(values.dwell ?? 0);
const BASE = 'http://localhost:3000';

try {
  await fetch(`${BASE}/env.json`);
} catch {
  console.error(`No suite answers on ${BASE}: start it first (README).`);
  process.exit(1);
}

/**
 * One cold Share of Voice, then the switch, timed as bench:web times it (web-measures.mjs).
 * @param {import('@playwright/test').Browser} browser
 * @param {boolean} warming
 */
async function coldSwitch(browser, warming) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript((saveData) => {
    localStorage.setItem('suite.language', 'en');
    if (saveData) Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
  }, !warming);
  await context.addInitScript(installProbes);
  try {
    const login = await context.newPage();
    await login.goto(`${BASE}/login`);
    await logIn(login);
    const page = await context.newPage();
    await login.close();
    await page.addLocatorHandler(page.getByRole('dialog').getByRole('button', { name: /^ok$/i }), (ok) => ok.click());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // 10 Mbit/s down, 5 up: an office line with the round trip asked for.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: rtt,
      downloadThroughput: 10e6 / 8,
      uploadThroughput: 5e6 / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${BASE}/dashboard/shareofvoice`);
    await page.getByRole('main').locator('canvas:visible').first().waitFor({ timeout: 60_000 });
    // A reader's pause before the next view: the idle moments warming waits for.
    await page.waitForTimeout(4000);
    const entry = page.getByRole('navigation').getByRole('link', { name: 'Real-Time Spend' });
    if (dwell > 0) {
      await entry.hover();
      await page.waitForTimeout(dwell);
    }
    return await timeSwitch(page, () => entry.click());
  } finally {
    await context.close();
  }
}

const stats = (/** @type {number[]} */ numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return `${Math.round(median)} ms (${Math.round(sorted[0])}–${Math.round(sorted[sorted.length - 1])})`;
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
/** @type {{ on: number[], off: number[] }} */
const results = { on: [], off: [] };
const speedAtStart = speedCheckMs();
try {
  for (let run = 1; run <= runs; run += 1) {
    for (const warming of run % 2 ? [true, false] : [false, true]) {
      const millis = await coldSwitch(browser, warming);
      results[warming ? 'on' : 'off'].push(millis);
      console.log(`run ${run} warming ${warming ? 'on ' : 'off'} ${Math.round(millis)} ms`);
    }
  }
} finally {
  await browser.close();
}
const median = (/** @type {number[]} */ numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
console.log(
  `\nbench:warm — ${runs} runs each, alternated; round trip ${rtt} ms, CPU x${cpuSlowdown}, pointer resting ${dwell} ms\n${speedCheckLine(speedAtStart)}\n` +
    `SoV -> Real-Time Spend click to chart, cold: warming on ${stats(results.on)}, off ${stats(results.off)}, ratio ${(median(results.on) / median(results.off)).toFixed(2)}`,
);
