import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/suite-test';
import { DEMO_USERS, logInPastWelcome, prepareEnglishPage } from '../support/demo-users';

/** Logs in as the analyst through a deep link to Snapshots (AR, the last 15 days). */
async function openSnapshots(page: Page): Promise<void> {
  await prepareEnglishPage(page);
  await page.goto('/dashboard/snapshots');
  await logInPastWelcome(page, DEMO_USERS.analyst);
  await expect(page).toHaveURL(/\/dashboard\/snapshots$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Snapshots' })).toBeVisible();
}

/** The option of the open select's list (names also show as titles on the page). */
function openOption(page: Page, option: string) {
  return page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true });
}

/** Picks an option of an antd select by its combobox's name. */
async function pick(page: Page, combobox: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: combobox }).click();
  await openOption(page, option).click();
}

test('picking an advertiser switches the charts to its products', async ({ page }) => {
  await openSnapshots(page);
  await expect(page.getByRole('img', { name: 'Share of voice by industries', exact: true })).toBeVisible();

  await pick(page, 'Snapshot by', 'Advertisers');
  const topAdvertisers = page.getByRole('table', { name: 'Top 10 advertisers' });
  await expect(topAdvertisers).toBeVisible();
  // Rows by role: antd's hidden measure row (a scrolling table's column widths) is not one.
  const leaderCell = topAdvertisers.locator('tbody').getByRole('row').first().getByRole('cell').first();
  const leader = (await leaderCell.getAttribute('title')) ?? (await leaderCell.innerText());

  await page.getByRole('combobox', { name: 'Quick search' }).click();
  await page.keyboard.type(leader.slice(0, 4));
  await openOption(page, leader).click();

  await expect(page.getByText(`Showing products of ${leader}`)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Share of voice by products', exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Top 10 products' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'All products' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Share of voice by advertisers', exact: true })).toHaveCount(0);
});

test('the table downloads as snapshots-table.csv with every row', async ({ page }) => {
  await openSnapshots(page);
  const table = page.getByRole('table', { name: 'All industries' });
  await expect(table.locator('tbody').getByRole('row')).toHaveCount(20);
  const shown = await page.getByText(/^\d[\d.]* rows$/).innerText();
  const rows = Number(shown.replace(/\D/g, ''));
  // More rows than one page: the file is the whole table, not the page shown.
  expect(rows).toBeGreaterThan(20);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /Download CSV/ }).click();
  const download = await downloading;

  expect(download.suggestedFilename()).toBe('snapshots-table.csv');
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.split('\r\n');
  expect(lines[0]).toBe('Name,pViewability,SOV (%),Spots,SOI ($)');
  expect(lines).toHaveLength(rows + 1);
});
