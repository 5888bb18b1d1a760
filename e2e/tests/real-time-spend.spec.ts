import { type Page, type Request } from '@playwright/test';
import { expect, test } from '../support/suite-test';
import type { CurrencyRatesResponse, InvestmentResponse, InvestmentRow, MarketSearchBody } from 'shared-contracts';
import { prepareEnglishPage } from '../support/demo-users';
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

test.beforeEach(async ({ page }) => prepareEnglishPage(page));

const COUNTRY_NAMES: Record<string, string> = { AR: 'Argentina', BR: 'Brazil', CL: 'Chile' };

function isThreeCountryLastYear(request: Request): boolean {
  if (!request.url().includes('/api/v2/soi/') || request.method() !== 'POST') return false;
  const body = request.postDataJSON() as MarketSearchBody;
  return body.length === 3 && body.every((entry) => entry.since.endsWith('-01-01') && entry.until.endsWith('-12-31'));
}

interface UsdRow extends InvestmentRow {
  country: string;
}

/** What the API answers for the page's search, amounts in USD at the quotes the page fetched. */
async function answerInUsd(page: Page, investment: Request, rates: Request): Promise<UsdRow[]> {
  const answer = (await (await replay(page, investment)).json()) as InvestmentResponse;
  const { quotes } = (await (await replay(page, rates)).json()) as CurrencyRatesResponse;
  expect(answer.map((country) => country.country)).toEqual(['AR', 'BR', 'CL']);
  return answer.flatMap((country) => {
    const rate = quotes[`USD${country.currency}`];
    if (!rate) throw new Error(`No quote for ${country.currency}`);
    return country.tableData.map((row) => ({ ...row, country: country.country, amount: row.amount / rate }));
  });
}

function totalsByCountry(rows: readonly UsdRow[], metric: 'amount' | 'prints'): Map<string, number> {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.country, (totals.get(row.country) ?? 0) + row[metric]);
  return totals;
}

/** The "By country" chart's CSV: its header and each country's figure. */
async function byCountryCsv(page: Page): Promise<{ header: string[]; figures: Map<string, number> }> {
  const [header = [], ...rows] = parseCsv(
    (await downloadedBytes(await downloadFromChart(page, 'By country', 'Download CSV'))).toString('utf8'),
  );
  return { header, figures: new Map(rows.map(([name = '', value = '']) => [name, Number(value)])) };
}

function expectFigures(shown: Map<string, number>, expected: Map<string, number>): void {
  expect([...shown.keys()]).toEqual(['AR', 'BR', 'CL'].map((code) => COUNTRY_NAMES[code]));
  for (const [code, total] of expected) expect(shown.get(COUNTRY_NAMES[code] ?? code)).toBeCloseTo(total, 4);
}

function largest(rows: readonly UsdRow[], metric: 'amount' | 'prints'): UsdRow {
  const [top] = [...rows].sort((a, b) => b[metric] - a[metric]);
  if (!top) throw new Error('The API answered no rows');
  return top;
}

test('the amount/prints toggle switches the figures of the charts and the order of the table', async ({ page }) => {
  await logInAsAnalyst(page);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /^Real-Time Spend$/ })
    .click();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Real-Time Spend' })).toBeVisible();
  // The quotes are fetched once the countries are several (then kept while they stay the same).
  const ratesSent = page.waitForRequest((request) => request.url().includes('/api/v2/rates?'));
  await addCountries(page, ['Brazil (BR)', 'Chile (CL)']);
  const investmentSent = page.waitForRequest(isThreeCountryLastYear);
  await pickPeriod(page, 'Last year');
  const rows = await answerInUsd(page, await investmentSent, await ratesSent);

  const main = page.getByRole('main');
  const table = main.getByRole('table', { name: 'Industries' });
  const firstRow = table.getByRole('row').nth(1);
  const rowCells = (row: UsdRow) => [
    COUNTRY_NAMES[row.country] ?? row.country,
    row.label,
    `USD ${productNumber(row.amount)}`,
    productNumber(row.prints, 0),
  ];

  // Amount by default: money in USD everywhere, the table led by the largest amount.
  const figures = main.getByRole('radiogroup', { name: 'Figures' });
  await expect(figures.getByRole('radio', { name: 'Amount' })).toBeChecked();
  await expect(main.getByRole('img', { name: 'Share of investment by industries' })).toBeVisible();
  await expect(firstRow.getByRole('cell')).toHaveText(rowCells(largest(rows, 'amount')));
  const amounts = await byCountryCsv(page);
  expect(amounts.header).toEqual(['Country', 'Amount']);
  expectFigures(amounts.figures, totalsByCountry(rows, 'amount'));

  await figures.getByText('Prints', { exact: true }).click();
  await expect(figures.getByRole('radio', { name: 'Prints' })).toBeChecked();
  await expect(main.getByRole('img', { name: 'Share of prints by industries' })).toBeVisible();
  await expect(firstRow.getByRole('cell')).toHaveText(rowCells(largest(rows, 'prints')));
  const prints = await byCountryCsv(page);
  expect(prints.header).toEqual(['Country', 'Prints']);
  expectFigures(prints.figures, totalsByCountry(rows, 'prints'));
  expect(prints.figures).not.toEqual(amounts.figures);
});
