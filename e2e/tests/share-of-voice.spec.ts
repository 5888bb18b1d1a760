import { type Page, type Request } from '@playwright/test';
import { expect, test } from '../support/suite-test';
import type { MarketSearchBody, ShareOfVoiceResponse } from 'shared-contracts';
import { prepareEnglishPage } from '../support/demo-users';
import {
  addCountries,
  downloadedBytes,
  downloadFromChart,
  logInAsAnalyst,
  parseCsv,
  pickPeriod,
  productNumber,
  readPng,
  replay,
} from '../support/market-views';

test.beforeEach(async ({ page }) => prepareEnglishPage(page));

/** The Share of Voice call of a three-country search over last year (1 January to 31 December). */
function isThreeCountryLastYear(request: Request): boolean {
  if (!request.url().includes('/api/v2/sov/') || request.method() !== 'POST') return false;
  const body = request.postDataJSON() as MarketSearchBody;
  return body.length === 3 && body.every((entry) => entry.since.endsWith('-01-01') && entry.until.endsWith('-12-31'));
}

/** Argentina (the analyst's default), Brazil and Chile over last year; returns the page's call. */
async function searchThreeCountries(page: Page): Promise<Request> {
  await logInAsAnalyst(page);
  await addCountries(page, ['Brazil (BR)', 'Chile (CL)']);
  const sent = page.waitForRequest(isThreeCountryLastYear);
  await pickPeriod(page, 'Last year');
  const request = await sent;
  await expect(page.getByRole('main').getByText('AR, BR, CL', { exact: true })).toBeVisible();
  return request;
}

test('a row of the three-country table shows what the API answers for it', async ({ page }) => {
  const request = await searchThreeCountries(page);
  const answer = (await (await replay(page, request)).json()) as ShareOfVoiceResponse;
  expect(answer.map((country) => country.country)).toEqual(['AR', 'BR', 'CL']);
  const brazil = answer.find((country) => country.country === 'BR');
  // Brazil's largest name: a figure with thousands (a year of spots) and decimals.
  const expected = [...(brazil?.tableData ?? [])].sort((a, b) => b.total - a.total)[0];
  if (!expected) throw new Error('The API answered no rows for Brazil');
  expect(expected.total).toBeGreaterThanOrEqual(1000);

  const table = page.getByRole('table', { name: 'Industries' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('main').getByRole('searchbox', { name: 'Search' }).fill(expected.label);
  const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Brazil', exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell')).toHaveText([
    'Brazil',
    expected.label,
    expected.viewability === null ? 'N/A' : `${productNumber(expected.viewability)}%`,
    `${productNumber(expected.percentage)}%`,
    productNumber(expected.total, 0),
  ]);
});

test("a chart's CSV download holds the plotted data, its PNG download is a valid 2x image with the legend, and the legend hides a line", async ({
  page,
}) => {
  const request = await searchThreeCountries(page);
  const answer = (await (await replay(page, request)).json()) as ShareOfVoiceResponse;
  const chile = answer.find((country) => country.country === 'CL');
  if (!chile) throw new Error('The API answered no Chile');
  const title = 'Trending share of voice · Chile';
  const chart = page.getByRole('img', { name: title, exact: true });
  await expect(chart.locator('canvas').first()).toBeVisible();

  const csv = parseCsv((await downloadedBytes(await downloadFromChart(page, title, 'Download CSV'))).toString('utf8'));
  // The line as plotted: the days in order, each day's names in the API's order.
  const plotted = [...chile.trendingSoV].sort((a, b) => (a.x < b.x ? -1 : a.x > b.x ? 1 : 0));
  expect(csv[0]).toEqual(['Date', 'Name', 'Share (%)']);
  expect(csv.slice(1)).toEqual(plotted.map((point) => [point.x, point.series, String(point.value)]));

  const png = await downloadFromChart(page, title, 'Download PNG');
  expect(png.suggestedFilename()).toBe('trending-share-of-voice-chile.png');
  const bytes = await downloadedBytes(png);
  const facts = readPng(bytes);
  expect(facts.signatureOk).toBe(true);
  const canvas = await chart
    .locator('canvas')
    .first()
    .evaluate((element) => ({ width: element.clientWidth, height: element.clientHeight }));
  // Twice the chart's size, and the legend the page draws under it.
  expect(facts.width).toBe(canvas.width * 2);
  expect(facts.height).toBeGreaterThan(canvas.height * 2);
  expect(canvas.height).toBeGreaterThanOrEqual(400);
  expect(bytes.length).toBeGreaterThan(10_000);

  // The legend names every line of the chart, and a click hides one from the drawing.
  const legend = page.getByRole('group', { name: `Legend of ${title}`, exact: true });
  const names = [...new Set(plotted.map((point) => point.series))];
  await expect(legend.getByRole('checkbox')).toHaveText(names);
  const drawing = () =>
    chart
      .locator('canvas')
      .first()
      .evaluate((element) => (element as HTMLCanvasElement).toDataURL());
  const before = await drawing();
  const first = legend.getByRole('checkbox', { name: names[0], exact: true });
  await first.click();
  await expect(first).not.toBeChecked();
  await expect.poll(drawing).not.toBe(before);
});

test("a pie's tooltip names the slice under the pointer with its share, and goes when the pointer leaves the chart", async ({
  page,
}) => {
  await logInAsAnalyst(page);
  const pie = page.getByRole('img', { name: 'Share of voice by industries', exact: true });
  const canvas = pie.locator('canvas').first();
  await expect(canvas).toBeVisible();
  // The pointer can only rest on what the window shows: the pie may start below its first screen.
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The pie has no box');
  const tooltip = page.locator('.g2-tooltip').first();

  // Off the centre, where every slice meets: inside one slice.
  await page.mouse.move(box.x + box.width / 2 + 24, box.y + box.height / 2 + 24);
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText(/\p{L}[\s\S]*\d+,\d%/u);

  await page.getByRole('navigation').getByRole('link', { name: 'Real-Time Spend' }).hover();
  await expect(tooltip).toBeHidden();
});
