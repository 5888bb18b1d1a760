import { type Page, type Request } from '@playwright/test';
import type { MarketSearchBody, ShareOfVoiceResponse } from 'shared-contracts';
import { expect, test } from '../support/suite-test';
import { prepareEnglishPage } from '../support/demo-users';
import { tableRows, urlForDimension, workbookSheets } from '../support/figures';
import { addCountries, logInAsAnalyst, productNumber, replay } from '../support/market-views';

test.beforeEach(async ({ page }) => prepareEnglishPage(page));

// Issue 51: one search, one truth. A brand manager compares four advertisers in Argentina and
// Mexico over five months, moving from view to view and into the files; each view must agree.

const isSovCall = (request: Request) => request.method() === 'POST' && request.url().includes('/api/v2/sov/');

function bodyOf(request: Request): MarketSearchBody {
  return request.postDataJSON() as MarketSearchBody;
}

/** The five whole months before this one (1 July to 30 November in December). */
function fiveMonths(): { since: string; until: string } {
  const now = new Date();
  const day = (year: number, month: number, date: number) =>
    new Date(Date.UTC(year, month, date)).toISOString().slice(0, 10);
  return {
    since: day(now.getUTCFullYear(), now.getUTCMonth() - 5, 1),
    until: day(now.getUTCFullYear(), now.getUTCMonth(), 0),
  };
}

/** Types the period into the toolbar: the start, Enter moves to the end, Enter applies it. */
async function typePeriod(page: Page, { since, until }: { since: string; until: string }): Promise<void> {
  const start = page.getByPlaceholder('Start date');
  const end = page.getByPlaceholder('End date');
  await start.click();
  await start.press('ControlOrMeta+a');
  await start.pressSequentially(since);
  await start.press('Enter');
  await end.press('ControlOrMeta+a');
  await end.pressSequentially(until);
  await end.press('Enter');
  await expect(start).toHaveValue(since);
  await expect(end).toHaveValue(until);
}

/** Adds advertisers in the advanced search by name and applies them. */
async function filterAdvertisers(page: Page, names: readonly string[]): Promise<void> {
  await page.getByRole('button', { name: 'Advanced search' }).click();
  const advanced = page.getByRole('dialog', { name: 'Advanced search' });
  const queued = page.getByRole('list', { name: 'Queued filters' });
  for (const name of names) {
    await advanced.getByRole('combobox', { name: 'Advertisers' }).fill(name);
    await page.getByTitle(name, { exact: true }).click();
    await expect(queued.getByText(`Advertisers: ${name}`)).toBeVisible();
  }
  await advanced.getByRole('button', { name: 'Search' }).click();
  await expect(advanced).toBeHidden();
}

/** The share column of the multi-country table, by country and name. */
async function shownShares(page: Page): Promise<Map<string, string>> {
  const rows = await tableRows(page, 'Advertisers');
  return new Map(rows.map(([country, name, , share]) => [`${country}|${name}`, share ?? '']));
}

test("a brand manager's walk: four advertisers in AR and MX over five months agree across the views and the files", async ({
  page,
}) => {
  const first = page.waitForRequest(isSovCall);
  await logInAsAnalyst(page);
  const opening = await first;
  // Four advertisers of Argentina's market (generated from a seed: asked, not assumed), the brand first.
  const market = (await (
    await replay(page, opening, urlForDimension(opening, 'advertisers'))
  ).json()) as ShareOfVoiceResponse;
  const four = (market[0]?.tableData ?? []).slice(1, 5);
  const brand = four[0];
  if (four.length < 4 || !brand) throw new Error('Fewer than five advertisers in the opening search');

  // The search: Argentina and Mexico, five months, the four advertisers, ranked by advertiser.
  const period = fiveMonths();
  await addCountries(page, ['Mexico (MX)']);
  await typePeriod(page, period);
  await filterAdvertisers(
    page,
    four.map((row) => row.label),
  );
  const ranked = page.waitForRequest(
    (request) => isSovCall(request) && request.url().includes('/advertisers') && bodyOf(request).length === 2,
  );
  await page.getByRole('tab', { name: 'Advertisers' }).click();
  const rankedCall = await ranked;
  expect(
    bodyOf(rankedCall).map((entry) => [entry.country, entry.since, entry.until, entry.advertisers?.length]),
  ).toEqual([
    ['AR', period.since, period.until, 4],
    ['MX', period.since, period.until, 4],
  ]);

  // Point 4: the shares say they are among the four, and switch to the brand's share of the market.
  const main = page.getByRole('main');
  const table = main.getByRole('table', { name: 'Advertisers', exact: true });
  await expect(
    table.getByRole('columnheader', { name: /Share \(%\) · within the selected advertisers/ }),
  ).toBeVisible();
  const among = page.waitForRequest((request) => isSovCall(request) && request.url().includes('basis=all'));
  await main.getByRole('radiogroup', { name: 'Shares' }).getByText('among all advertisers of the search').click();
  const amongCall = await among;
  await expect(
    table.getByRole('columnheader', { name: /Share \(%\) · among all advertisers of the search/ }),
  ).toBeVisible();
  // The brand's share of the whole market: the same search without the advertiser filter.
  const wholeMarket = (await (
    await page.request.fetch(urlForDimension(amongCall, 'advertisers').replace('&basis=all', ''), {
      method: 'POST',
      headers: {
        authorization: (await amongCall.allHeaders()).authorization ?? '',
        'content-type': 'application/json',
      },
      data: JSON.stringify(bodyOf(amongCall).map(({ advertisers: _advertisers, ...rest }) => rest)),
    })
  ).json()) as ShareOfVoiceResponse;
  const marketShare = wholeMarket[0]?.tableData.find((row) => row.id === brand.id)?.percentage;
  expect(marketShare, `${brand.label}'s share of Argentina's market`).toBeDefined();
  await expect
    .poll(async () => (await shownShares(page)).get(`Argentina|${brand.label}`))
    .toBe(`${productNumber(marketShare ?? 0)}%`);

  // Point 3: the Excel export offers, and holds, both countries.
  const exported = page.waitForResponse((response) => /\/sov\/export\/excel\b/.test(response.url()) && response.ok());
  const fileTab = page.context().waitForEvent('page');
  await main.getByRole('button', { name: /Export/ }).click();
  await expect(page.getByText('Every selected country: Argentina, Mexico', { exact: true })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Share of Voice (Excel): Argentina, Mexico', exact: true }).click();
  const exportCall = await exported;
  expect(new URL(exportCall.url()).searchParams.getAll('countries')).toEqual(['AR', 'MX']);
  const link = ((await exportCall.json()) as { _links: { self: { href: string } } })._links.self.href;
  await (await fileTab).close();
  const file = await page.request.get(new URL(link, page.url()).href);
  const sheets = await workbookSheets(await file.body());
  expect([...sheets.keys()].filter((name) => name.endsWith(' Advertisers'))).toEqual([
    'AR Advertisers',
    'MX Advertisers',
  ]);
  const about = (sheets.get('About') ?? []).map((row) => String(row[0]));
  expect(about).toContainEqual(expect.stringMatching(/^Countries: Argentina \(AR\), M[eé]xico \(MX\)$/));
  expect(about).toContain('Shares of advertisers: within the selected advertisers');
  const arRows = (sheets.get('AR Advertisers') ?? []).slice(1).map((row) => row[0]);
  expect(new Set(arRows)).toEqual(new Set(four.map((row) => row.label)));

  // Point 2: Snapshots shows Argentina within its limit, says so, and keeps the search whole.
  const sidebar = page.getByRole('navigation');
  const note = page.getByRole('status', { name: 'What this view shows of your search' });
  await sidebar.getByRole('link', { name: /^Snapshots$/ }).click();
  await expect(main.getByRole('heading', { name: 'Snapshots', exact: true })).toBeVisible();
  await expect(note).toContainText('Snapshots shows one country: Argentina (AR). The other views keep your countries.');
  await expect(note).toContainText(/Snapshots shows at most 3 months: \d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}\./);

  // Point 1: a snapshot of the brand is the brand's alone, whatever advertisers the search holds.
  await page.getByRole('combobox', { name: 'Snapshot by' }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('Advertisers', { exact: true }).click();
  const snapshotOfBrand = page.waitForRequest(
    (request) =>
      request.method() === 'POST' &&
      request.url().includes('/api/v2/snapshots/') &&
      JSON.stringify(bodyOf(request)[0]?.advertisers) === JSON.stringify([brand.id]),
  );
  await page.getByRole('combobox', { name: 'Quick search' }).click();
  await page.keyboard.type(brand.label.slice(0, 4));
  await page.locator('.ant-select-dropdown:visible').getByTitle(brand.label, { exact: true }).click();
  expect(bodyOf(await snapshotOfBrand).map((entry) => entry.country)).toEqual(['AR']);
  await expect(page.getByText(`Showing products of ${brand.label}`)).toBeVisible();

  // Point 5: Spots List shows Argentina, and when each campaign was first seen.
  await sidebar.getByRole('link', { name: /^Spots List$/ }).click();
  await expect(note).toContainText('Spots List shows one country: Argentina (AR).');
  await expect(main.getByRole('columnheader', { name: /First seen/ })).toBeVisible();

  // Back on Share of Voice: both countries and the five months, as the customer built them.
  await sidebar.getByRole('link', { name: /^Share of Voice$/ }).click();
  await expect(page.getByRole('button', { name: /Countries: AR, MX$/ })).toBeVisible();
  await expect(page.getByPlaceholder('Start date')).toHaveValue(period.since);
  await expect(page.getByPlaceholder('End date')).toHaveValue(period.until);
  await expect(note).toHaveCount(0);
});
