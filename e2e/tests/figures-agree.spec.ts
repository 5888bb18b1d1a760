import { type Page, type Request } from '@playwright/test';
import {
  BREAKDOWN_NAMES,
  emptyFilterGroups,
  encodeShareLink,
  type ShareOfVoiceResponse,
  type SnapshotStatsResponse,
} from 'shared-contracts';
import { prepareEnglishPage } from '../support/demo-users';
import { shownShareRow, tableRows, urlForDimension, workbookSheets } from '../support/figures';
import {
  addCountries,
  downloadedBytes,
  downloadFromChart,
  logInAsAnalyst,
  parseCsv,
  pickPeriod,
  productNumber,
  replay,
} from '../support/market-views';
import { expect, test } from '../support/suite-test';

// Issue 17, "figures agree everywhere": every figure these pages show (tables, pie and donut
// CSVs, the Excel export, Snapshots' top 10 and summary) is read back and compared with the
// API's answer to the same call, sent again from the test. The API's own tests compare its
// answers with SQL counts (share-of-voice, snapshots and export tests). Real-Time Spend's table is
// compared with its answer in real-time-spend.spec.ts; the PDF is drawn from the same report as
// the Excel (api/src/features/exports/report-model.ts).

test.beforeEach(async ({ page }) => prepareEnglishPage(page));

const isSovCall = (request: Request) =>
  request.method() === 'POST' && /\/api\/v2\/sov\/[a-z]+\?/.test(request.url()) && request.url().includes('snap=0');

async function sovAnswer(page: Page, call: Request, url?: string): Promise<ShareOfVoiceResponse> {
  return (await (await replay(page, call, url)).json()) as ShareOfVoiceResponse;
}

/** The one country of an answer (the search has one). */
function onlyCountry(answer: ShareOfVoiceResponse, what: string) {
  const [country] = answer;
  if (!country || answer.length !== 1) throw new Error(`${what}: the API answered ${answer.length} countries`);
  return country;
}

/** The page's table, pie CSV and media donut CSV against the API's answer to the tab's call. */
async function expectTabAgrees(page: Page, call: Request, tab: string) {
  const answer = onlyCountry(await sovAnswer(page, call), tab);
  const byLabel = new Map(answer.tableData.map((row) => [row.label, row]));
  const rows = await tableRows(page, tab);
  expect(rows.length, `${tab}: rows shown`).toBeGreaterThan(0);
  for (const row of rows) {
    const expected = byLabel.get(row[0] ?? '');
    expect(expected, `${tab}: ${row[0]} is in the API's answer`).toBeDefined();
    if (expected) expect(row, `${tab}: ${row[0]}`).toEqual(shownShareRow(expected));
  }

  const pie = parseCsv(
    (await downloadedBytes(await downloadFromChart(page, `Share of voice by ${tab.toLowerCase()}`, 'Download CSV')))
      .toString('utf8')
      .trim(),
  );
  const slices = new Map(answer.pieData.map((slice) => [slice.type, slice.value]));
  for (const [name, spots, share] of pie.slice(1)) {
    const row = byLabel.get(name ?? '');
    // A named slice is the API's slice and the table's spots; 'Others' folds the rest.
    if (!row) continue;
    expect(Number(share), `${tab} pie: ${name}'s share`).toBeCloseTo(slices.get(row.label) ?? Number.NaN, 2);
    expect(Number(spots), `${tab} pie: ${name}'s spots`).toBe(row.total);
  }
  const allSpots = answer.tableData.reduce((sum, row) => sum + row.total, 0);
  const pieSpots = pie.slice(1).reduce((sum, row) => sum + Number(row[1]), 0);
  expect(pieSpots, `${tab} pie: its spots add to the search's`).toBe(allSpots);

  const donut = parseCsv(
    (await downloadedBytes(await downloadFromChart(page, 'Share by media', 'Download CSV'))).toString('utf8').trim(),
  );
  expect(
    donut.slice(1).map(([name, share]) => [name, Number(share)]),
    `${tab}: the media donut is the API's media shares`,
  ).toEqual(answer.mediaShares.filter((slice) => slice.value > 0).map((slice) => [slice.type, slice.value]));
  return { answer, pieRows: pie.length - 1, tableRows: rows.length, donutSlices: donut.length - 1 };
}

test('one country: each tab’s table, pie and media donut are the API’s; the donut is the Platforms tab', async ({
  page,
}) => {
  const first = page.waitForRequest(isSovCall);
  await logInAsAnalyst(page);
  const industries = await expectTabAgrees(page, await first, 'Industries');
  const counts = [`Industries: ${industries.tableRows} rows, ${industries.pieRows} slices`];
  // Products needs an advertiser or product filter: the advertiser filter's test reads it.
  for (const tab of ['Advertisers', 'Categories', 'Formats', 'Publishers', 'Platforms', 'Sources']) {
    const call = page.waitForRequest(isSovCall);
    await page.getByRole('tab', { name: tab, exact: true }).click();
    const checked = await expectTabAgrees(page, await call, tab);
    counts.push(`${tab}: ${checked.tableRows} rows, ${checked.pieRows} slices`);
    if (tab === 'Platforms') {
      // The donut on every tab is the Platforms tab's shares of the same search.
      expect(
        industries.answer.mediaShares.filter((slice) => slice.value > 0).map((slice) => [slice.type, slice.value]),
        'the media donut against the Platforms tab',
      ).toEqual(checked.answer.tableData.map((row) => [row.label, row.percentage]));
    }
  }
  console.log(`figures compared, one country: ${counts.join('; ')} (each row 4 figures; 7 donuts)`);
});

test('the Excel export’s sheets hold the figures the API answers for each tab', async ({ page, context }) => {
  const first = page.waitForRequest(isSovCall);
  await logInAsAnalyst(page);
  const call = await first;
  const exported = page.waitForResponse((response) => /\/export\/excel\b/.test(response.url()) && response.ok());
  const fileTab = context.waitForEvent('page');
  await page
    .getByRole('main')
    .getByRole('button', { name: /Export/ })
    .click();
  await page.getByRole('menuitem', { name: 'Share of Voice (Excel)', exact: true }).click();
  const link = ((await (await exported).json()) as { _links: { self: { href: string } } })._links.self.href;
  await (await fileTab).close();
  const file = await page.request.get(new URL(link, page.url()).href);
  expect(file.ok(), `the export file answered ${file.status()}`).toBe(true);
  const sheets = await workbookSheets(await file.body());

  const counts: string[] = [];
  for (const dimension of ['industries', 'advertisers', 'platforms', 'sources'] as const) {
    const name = BREAKDOWN_NAMES.en[dimension];
    const answer = onlyCountry(await sovAnswer(page, call, urlForDimension(call, dimension)), name);
    const [header, ...rows] = sheets.get(name) ?? [];
    expect(header, `${name}: the sheet's header`).toEqual(['Name', 'pViewability', 'SOV (%)', 'Spots']);
    expect(rows.map((row) => row[0]).sort(), `${name}: the same names`).toEqual(
      answer.tableData.map((row) => row.label).sort(),
    );
    const byLabel = new Map(answer.tableData.map((row) => [row.label, row]));
    for (const [label, viewability, share, spots] of rows) {
      const expected = byLabel.get(String(label));
      if (!expected) continue;
      expect(Number(spots), `${name}: ${String(label)}'s spots`).toBe(expected.total);
      expect(Number(share), `${name}: ${String(label)}'s share`).toBe(expected.percentage);
      expect(viewability ?? null, `${name}: ${String(label)}'s pViewability`).toBe(expected.viewability);
    }
    counts.push(`${name} ${rows.length} rows`);
  }
  console.log(`figures compared, Excel: ${counts.join('; ')} (each row 4 figures)`);
});

test('three countries: every row of the table is the API’s row for its country', async ({ page }) => {
  await logInAsAnalyst(page);
  await addCountries(page, ['Brazil (BR)', 'Chile (CL)']);
  const call = page.waitForRequest(
    (request) => isSovCall(request) && (request.postDataJSON() as unknown[]).length === 3,
  );
  await pickPeriod(page, 'Last month');
  const answer = await sovAnswer(page, await call);
  const countryName: Record<string, string> = { AR: 'Argentina', BR: 'Brazil', CL: 'Chile' };
  const expected = new Map(
    answer.flatMap((country) =>
      country.tableData.map((row) => [`${countryName[country.country]}|${row.label}`, shownShareRow(row)] as const),
    ),
  );
  const rows = await tableRows(page, 'Industries');
  expect(new Set(rows.map(([country]) => country))).toEqual(new Set(Object.values(countryName)));
  for (const [country, ...row] of rows) {
    expect(row, `${country} · ${row[0]}`).toEqual(expected.get(`${country}|${row[0]}`));
  }
  console.log(`figures compared, three countries: ${rows.length} rows (each 4 figures)`);
});

test('an advertiser filter: the page shows the API’s figures, and they add up to the advertiser’s row', async ({
  page,
}) => {
  const first = page.waitForRequest(isSovCall);
  await logInAsAnalyst(page);
  const call = await first;
  const [search] = call.postDataJSON() as [{ country: 'AR'; since: string; until: string }];
  const advertisers = onlyCountry(await sovAnswer(page, call, urlForDimension(call, 'advertisers')), 'advertisers');
  const leader = advertisers.tableData[0];
  if (!search || !leader) throw new Error('The default search has no advertiser');

  const advancedFilters = emptyFilterGroups();
  advancedFilters.advertisers = [{ id: leader.id, label: leader.label, value: String(leader.id) }];
  const filtered = page.waitForRequest(
    (request) => isSovCall(request) && (request.postData() ?? '').includes(`"advertisers":[${leader.id}]`),
  );
  const link = encodeShareLink({
    countries: [search.country],
    startDate: search.since,
    endDate: search.until,
    selectedTab: 0,
    advancedFilters,
  });
  await page.goto(`/dashboard/shareofvoice?${link}`);
  await expect(
    page.getByRole('list', { name: 'Applied filters' }).getByText(`Advertisers: ${leader.label}`),
  ).toBeVisible();
  const counts: string[] = [];
  for (const tab of ['Industries', 'Products', 'Platforms', 'Formats']) {
    const call =
      tab === 'Industries'
        ? filtered
        : page.waitForRequest((request) => isSovCall(request) && request.url().includes(`/${tab.toLowerCase()}?`));
    if (tab !== 'Industries') await page.getByRole('tab', { name: tab, exact: true }).click();
    const checked = await expectTabAgrees(page, await call, tab);
    const spots = checked.answer.tableData.reduce((sum, row) => sum + row.total, 0);
    expect(spots, `${leader.label}'s spots by ${tab} against its row among the advertisers`).toBe(leader.total);
    counts.push(`${tab} ${checked.tableRows} rows, ${checked.pieRows} slices`);
  }
  console.log(`figures compared, advertiser filter: ${counts.join('; ')}; 4 totals`);
});

test('Snapshots: the top 10 and the summary are the API’s, and the top 10 is Share of Voice’s first 10 rows', async ({
  page,
}) => {
  const first = page.waitForRequest(isSovCall);
  await logInAsAnalyst(page);
  const sovCall = await first;
  const topTenCall = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/api\/v2\/sov\/industries\?.*snap=1/.test(request.url()),
  );
  const statsCall = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().includes('/api/v2/snapshots/stats/industries'),
  );
  await page.getByRole('navigation').getByRole('link', { name: 'Snapshots', exact: true }).click();
  const topTen = onlyCountry(await sovAnswer(page, await topTenCall), 'snapshot');
  const stats = ((await (await replay(page, await statsCall)).json()) as SnapshotStatsResponse).items[0];

  const table = page.getByRole('main').getByRole('table', { name: 'Top 10 industries', exact: true });
  await expect(table).toBeVisible();
  const rows = await tableRows(page, 'Top 10 industries');
  const fullNames = await Promise.all(
    (await table.locator('tbody').getByRole('row').all()).map(async (row) =>
      row.getByRole('cell').first().locator('[title]').getAttribute('title'),
    ),
  );
  const expectedRows = topTen.tableData.slice(0, 10);
  expect(fullNames, 'the top 10 names').toEqual(expectedRows.map((row) => row.label));
  expect(
    rows.map((row) => row.slice(1)),
    'the top 10 figures',
  ).toEqual(expectedRows.map((row) => shownShareRow(row).slice(1)));

  const shareOfVoice = onlyCountry(await sovAnswer(page, sovCall), 'share of voice');
  expect(
    shareOfVoice.tableData.slice(0, 10).map((row) => shownShareRow(row)),
    "Snapshots' top 10 against Share of Voice's table",
  ).toEqual(expectedRows.map((row) => shownShareRow(row)));

  if (!stats) throw new Error('The stats call answered no item');
  const summary = page.getByRole('main').locator('.ant-card').filter({ hasText: 'Summary' });
  const statistic = (title: string) =>
    summary.locator('.ant-statistic').filter({ hasText: title }).locator('.ant-statistic-content');
  await expect(statistic('Publishers')).toHaveText(productNumber(stats.totalStat, 0));
  await expect(statistic('pViewability')).toHaveText(
    stats.pViewability === null ? 'N/A' : `${productNumber(stats.pViewability, 1)}%`,
  );
  // The analyst's plan includes spend: the answer carries it (docs/decisions.md, spend and the plan).
  if (!stats.adSpend) throw new Error("The analyst's stats carry no ad spend");
  await expect(statistic('Ad spend')).toHaveText(`${stats.adSpend.currency} ${productNumber(stats.adSpend.total)}`);
  console.log(`figures compared, Snapshots: top ${rows.length} rows twice (the answer, Share of Voice), 3 statistics`);
});
