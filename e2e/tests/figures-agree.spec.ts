import { type Page, type Request } from '@playwright/test';
import type { ShareOfVoiceCountry, ShareOfVoiceResponse } from 'shared-contracts';
import { prepareEnglishPage } from '../support/demo-users';
import { addCountries, logInAsAnalyst, pickPeriod, productNumber, replay } from '../support/market-views';
import { expect, test } from '../support/suite-test';

// Issue 17, "figures agree everywhere" (a first step): every figure these pages show is read back
// and compared with the API's answer to the same call, sent again from the test. The API's own
// tests compare its answers with SQL counts.

test.beforeEach(async ({ page }) => prepareEnglishPage(page));

const isSovCall = (request: Request) => request.method() === 'POST' && request.url().includes('/api/v2/sov/');

/** Every body row of the page's table: its cells' texts. */
async function tableRows(page: Page, name: string): Promise<string[][]> {
  const table = page.getByRole('main').getByRole('table', { name, exact: true });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const rows = await table.getByRole('row').all();
  const cells = await Promise.all(rows.map((row) => row.getByRole('cell').allTextContents()));
  return cells.filter((row) => row.length > 0);
}

/** A table row as the page writes the API's row: name, pViewability, share, spots. */
function shownRow(row: ShareOfVoiceCountry['tableData'][number]): string[] {
  return [
    row.label,
    row.viewability === null ? 'N/A' : `${productNumber(row.viewability)}%`,
    `${productNumber(row.percentage)}%`,
    productNumber(row.total, 0),
  ];
}

test('three countries: every row of the table is the API’s row for its country', async ({ page }) => {
  await logInAsAnalyst(page);
  await addCountries(page, ['Brazil (BR)', 'Chile (CL)']);
  const call = page.waitForRequest(
    (request) => isSovCall(request) && (request.postDataJSON() as unknown[]).length === 3,
  );
  await pickPeriod(page, 'Last month');
  const answer = (await (await replay(page, await call)).json()) as ShareOfVoiceResponse;
  const countryName: Record<string, string> = { AR: 'Argentina', BR: 'Brazil', CL: 'Chile' };
  const expected = new Map(
    answer.flatMap((country) =>
      country.tableData.map((row) => [`${countryName[country.country]}|${row.label}`, shownRow(row)] as const),
    ),
  );
  const rows = await tableRows(page, 'Industries');
  expect(rows.length).toBeGreaterThan(0);
  for (const [country, ...row] of rows) {
    expect(row, `${country} · ${row[0]}`).toEqual(expected.get(`${country}|${row[0]}`));
  }
});
