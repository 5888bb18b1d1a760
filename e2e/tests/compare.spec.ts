import { type Page } from '@playwright/test';
import { prepareEnglishPage } from '../support/demo-users';
import { tableRows } from '../support/figures';
import { logInAsAnalyst } from '../support/market-views';
import { expect, test } from '../support/suite-test';

// Issue 55, "the same numbers as everywhere else": three advertisers as Share of Voice ranks them
// and as Real-Time Spend shows their spend, then picked on Compare as a customer does; the page
// must show each one's spots, share of voice, pViewability, spend and prints as those pages do.
// The API's own tests check the compare call against SQL over the spots and against /v2/sov and
// /v2/soi (api/src/features/compare/compare.test.ts, compare-agrees.test.ts).

test.beforeEach(async ({ page }) => prepareEnglishPage(page));

const main = (page: Page) => page.getByRole('main');

/** A market view's Advertisers row of that name, found with the table's own search. */
async function advertiserRow(page: Page, name: string): Promise<string[]> {
  // By role: the views visited before stay in the page, hidden, with their own search boxes.
  const search = main(page).getByRole('searchbox', { name: 'Search' });
  await search.fill(name);
  const rows = await tableRows(page, 'Advertisers');
  const row = rows.find(([label]) => label === name);
  if (!row) throw new Error(`${name} is not in the Advertisers table: ${rows.map(([label]) => label).join(', ')}`);
  await search.fill('');
  return row;
}

async function openFromSidebar(page: Page, view: string) {
  await page.getByRole('navigation').getByRole('link', { name: view, exact: true }).click();
  await expect(main(page).getByRole('heading', { name: view, level: 1 })).toBeVisible();
}

/** Picks an advertiser in Compare's autocomplete, as a customer types its name. */
async function addToComparison(page: Page, name: string) {
  await main(page).getByRole('combobox', { name: 'Add to the comparison' }).fill(name.slice(0, 6));
  // antd lists the options twice: a hidden list for screen readers, and the one on screen.
  await page.locator('.ant-select-dropdown:visible').getByTitle(name, { exact: true }).click();
  await expect(main(page).getByRole('button', { name: `Remove ${name}` })).toBeVisible();
}

test('Compare shows each advertiser’s spots, share, spend and prints as Share of Voice and Real-Time Spend do', async ({
  page,
}) => {
  await logInAsAnalyst(page);
  await main(page).getByRole('tab', { name: 'Advertisers', exact: true }).click();
  // [name, pViewability, share of voice, spots] of the three largest, as Share of Voice shows them.
  const shareOfVoice = (await tableRows(page, 'Advertisers')).slice(0, 3);
  const names = shareOfVoice.map(([name]) => name as string);
  expect(names).toHaveLength(3);

  await openFromSidebar(page, 'Real-Time Spend');
  await main(page).getByRole('tab', { name: 'Advertisers', exact: true }).click();
  // [name, amount, prints], each found by name: Real-Time Spend ranks by spend.
  const spend = new Map<string, string[]>();
  for (const name of names) spend.set(name, await advertiserRow(page, name));

  await openFromSidebar(page, 'Compare');
  for (const name of names) await addToComparison(page, name);
  // The page keeps the last answer on screen while the next one comes.
  await expect.poll(async () => (await tableRows(page, 'Figures · Argentina')).length).toBe(3);
  const figures = await tableRows(page, 'Figures · Argentina');
  for (const [index, [name, pViewability, share, spots]] of shareOfVoice.entries()) {
    // Name, share of voice, share in the set, spots, spend (local, then USD), prints, pViewability, …
    const row = figures[index] as string[];
    expect(row[0], 'the first picked is mine').toBe(index === 0 ? `Mine${name}` : name);
    expect(row[1], `${name}: share of voice`).toBe(share);
    expect(row[3], `${name}: spots`).toBe(spots);
    expect(row[6], `${name}: pViewability`).toBe(pViewability);
    const [, amount, prints] = spend.get(name as string) as string[];
    expect(row[4], `${name}: spend`).toContain(amount as string);
    expect(row[5], `${name}: prints`).toBe(prints);
  }
  const sharesInSet = figures.map((row) => Number((row[2] as string).replace('%', '').replace(',', '.')));
  expect(sharesInSet.reduce((sum, share) => sum + share, 0)).toBeCloseTo(100, 1);

  // What is compared is part of the search: it survives a reload, as the countries and period do.
  await page.reload();
  await expect(main(page).getByRole('button', { name: `Remove ${names[2]}` })).toBeVisible();
  expect((await tableRows(page, 'Figures · Argentina')).map(([name]) => name)).toEqual([
    `Mine${names[0]}`,
    names[1],
    names[2],
  ]);
});
