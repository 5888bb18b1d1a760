import { type Page, type Request, type Response } from '@playwright/test';
import { expect, test } from '../support/suite-test';
import type { Campaign, MarketSearchBody, OutboxEmail, SpotsListResponse } from 'shared-contracts';
import { DEMO_USERS, logInPastWelcome, prepareEnglishPage } from '../support/demo-users';
import { logInAsAnalyst } from '../support/market-views';

// Issue #11, part B: the add-filters dialog of a spot, the export menu of the demo role and
// the super admin's 'Dds Without Capture (CSV)'.

test.beforeEach(async ({ page }) => prepareEnglishPage(page));

const isSpotsCall = (request: Request) => request.method() === 'POST' && request.url().includes('/api/v2/spots/');

/** The Spots List's answer for the search filtered on one advertiser. */
const isSpotsOf = (advertiserId: number) => (response: Response) => {
  if (!isSpotsCall(response.request())) return false;
  const [entry] = response.request().postDataJSON() as MarketSearchBody;
  return entry?.advertisers?.length === 1 && entry.advertisers[0] === advertiserId;
};

async function openSpotsList(page: Page): Promise<SpotsListResponse> {
  const answered = page.waitForResponse((response) => isSpotsCall(response.request()));
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /^Spots List$/ })
    .click();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Spots List', exact: true })).toBeVisible();
  return (await (await answered).json()) as SpotsListResponse;
}

test("adds a spot's advertiser as a filter from the add-filters dialog and applies it now", async ({ page }) => {
  await logInAsAnalyst(page);
  const first = (await openSpotsList(page)).items[0];
  if (!first?.advertiserId) throw new Error('The default search has no spot with ids');
  const main = page.getByRole('main');
  const table = main.getByRole('table', { name: 'Spots' });
  await expect(table).toBeVisible();

  await table
    .getByRole('button', { name: `Add filters from the spot of ${first.advertiser}`, exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^Add filters: / });
  await expect(dialog.getByRole('radio')).toHaveCount(7);
  await expect(dialog.getByRole('button', { name: 'Apply now' })).toBeDisabled();
  await dialog.getByRole('radio', { name: `Advertiser: ${first.advertiser}`, exact: true }).check();
  const reloaded = page.waitForResponse(isSpotsOf(first.advertiserId));
  await dialog.getByRole('button', { name: 'Apply now' }).click();

  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('list', { name: 'Applied filters' }).getByText(`Advertisers: ${first.advertiser}`),
  ).toBeVisible();
  const filtered = (await (await reloaded).json()) as SpotsListResponse;
  expect(filtered.items.length).toBeGreaterThan(0);
  expect(filtered.items.every((spot) => spot.advertiser === first.advertiser)).toBe(true);
  const advertiserCells = table.locator('tbody tr[data-row-key] td:nth-child(2)');
  await expect(advertiserCells).toHaveCount(filtered.items.length);
  await expect(advertiserCells).toHaveText(filtered.items.map(() => first.advertiser));
  await expect(
    main.getByText(new RegExp(`^${filtered.metadata.total.toLocaleString('de-DE')} results?$`)),
  ).toBeVisible();
});

test("shows a spot's campaign record, last seen with its URL and date, from its Spots List row", async ({ page }) => {
  await logInAsAnalyst(page);
  const first = (await openSpotsList(page)).items[0];
  if (!first) throw new Error('The default search has no spot');
  const table = page.getByRole('main').getByRole('table', { name: 'Spots' });

  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith(`/api/v2/campaigns/${first.campaignId}`),
  );
  await table
    .getByRole('button', { name: `More info about the campaign of ${first.advertiser}`, exact: true })
    .first()
    .click();
  const campaign = (await (await answered).json()) as Campaign;

  const dialog = page.getByRole('dialog', { name: `Campaign details: ${campaign.advertiser}` });
  await expect(dialog).toBeVisible();
  // The record is a two-column table: each label is a row's header cell, its value the next cell.
  const value = (label: string) =>
    dialog.locator('tr', { has: page.locator('th', { hasText: new RegExp(`^${label}$`) }) }).locator('td');
  await expect(value('Advertiser')).toHaveText(first.advertiser);
  await expect(value('Product')).toHaveText(first.product);
  await expect(value('Last seen')).toHaveText(campaign.lastSeen);
  await expect(value('Last seen on')).toHaveText(campaign.lastSeenDate);
  await expect(value('Last seen at')).toContainText(campaign.lastSeenUrl);
  await expect(value('Campaign ID')).toHaveText(String(first.campaignId));
});

test("the demo user's export menu is disabled, saying why", async ({ page }) => {
  await page.goto('/login');
  // The demo user has not accepted the terms on a fresh suite; a run after that finds them accepted.
  await logInPastWelcome(page, DEMO_USERS.demo);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Share of Voice', exact: true })).toBeVisible();

  const exportButton = page.getByRole('main').getByRole('button', { name: /Export/ });
  await expect(exportButton).toBeDisabled();
  // A disabled button's tooltip opens as the pointer enters it: moved away and back until it shows.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await exportButton.hover({ force: true });
    await expect(page.getByRole('tooltip')).toHaveText('Exports are not available on the demo account.', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 15_000 });

  await openSpotsList(page);
  await expect(page.getByRole('main').getByRole('button', { name: /Export/ })).toBeDisabled();
});

test("a super admin's 'Dds Without Capture (CSV)' request lands in the outbox", async ({ page }) => {
  await page.goto('/login');
  await logInPastWelcome(page, DEMO_USERS.superAdmin);
  await expect(page).toHaveURL(/\/dashboard\/shareofvoice$/);

  await page
    .getByRole('main')
    .getByRole('button', { name: /Export/ })
    .click();
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/v2/ddsWithoutCapture'));
  await page.getByRole('menuitem', { name: 'Dds Without Capture (CSV)' }).click();
  const request = await sent;
  await expect(page.getByText('The report is being generated and will be e-mailed to you.')).toBeVisible();

  const [body] = request.postDataJSON() as { country: string; since: string; until: string }[];
  if (!body) throw new Error('The request carried no search');
  const outbox = await page.request.get('/api/v2/outbox?kind=dds-without-capture&limit=20', {
    headers: { authorization: (await request.allHeaders()).authorization ?? '' },
  });
  expect(outbox.ok()).toBe(true);
  const emails = (await outbox.json()) as OutboxEmail[];
  const expectedName = `dds-without-capture-${body.country}-${body.since}-${body.until}.csv`;
  // A mailed report is written in the user's saved language: Spanish for the demo super admin.
  expect(emails.find((email) => email.attachment?.name === expectedName)).toMatchObject({
    to: DEMO_USERS.superAdmin,
    subject: 'Dds sin captura',
    kind: 'dds-without-capture',
  });
});
