import type { Request } from '@playwright/test';
import type { MarketSearchBody } from 'shared-contracts';
import { expect, test } from '../support/suite-test';
import { prepareEnglishPage } from '../support/demo-users';
import { addCountries, logInAsAnalyst } from '../support/market-views';

test.beforeEach(async ({ page }) => prepareEnglishPage(page));

const isShareOfVoiceSearch = (request: Request) =>
  request.method() === 'POST' && request.url().includes('/api/v2/sov/');

test('a view visited before shows again as it was: no new request, the same chart', async ({ page }) => {
  await logInAsAnalyst(page);
  const main = page.getByRole('main');
  const sidebar = page.getByRole('navigation');
  await expect(main.locator('canvas:visible').first()).toBeVisible();
  await main
    .locator('canvas:visible')
    .first()
    .evaluate((canvas) => (canvas.dataset.seen = 'before'));

  await sidebar.getByRole('link', { name: 'Real-Time Spend' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Real-Time Spend' })).toBeVisible();
  await expect(main.locator('canvas:visible').first()).toBeVisible();
  await expect(main.getByRole('heading', { level: 1, name: 'Share of Voice' })).toBeHidden();

  const searches: Request[] = [];
  page.on('request', (request) => void (isShareOfVoiceSearch(request) && searches.push(request)));
  await sidebar.getByRole('link', { name: 'Share of Voice' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Share of Voice' })).toBeVisible();
  await expect(main.locator('canvas[data-seen="before"]')).toBeVisible();
  await expect(main.getByRole('heading', { level: 1, name: 'Real-Time Spend' })).toBeHidden();
  expect(searches).toHaveLength(0);
});

test('a search changed on another view reaches a kept view when it shows again, not before', async ({ page }) => {
  await logInAsAnalyst(page);
  const main = page.getByRole('main');
  const sidebar = page.getByRole('navigation');
  await expect(main.locator('canvas:visible').first()).toBeVisible();
  await sidebar.getByRole('link', { name: 'Real-Time Spend' }).click();
  await expect(main.locator('canvas:visible').first()).toBeVisible();

  const searches: Request[] = [];
  page.on('request', (request) => void (isShareOfVoiceSearch(request) && searches.push(request)));
  await addCountries(page, ['Brazil (BR)']);
  await expect(main.getByText('Brazil').first()).toBeVisible();
  expect(searches).toHaveLength(0);

  const twoCountries = page.waitForRequest(
    (request) => isShareOfVoiceSearch(request) && (request.postDataJSON() as MarketSearchBody).length === 2,
  );
  await sidebar.getByRole('link', { name: 'Share of Voice' }).click();
  await twoCountries;
  await expect(main.getByRole('heading', { level: 1, name: 'Share of Voice' })).toBeVisible();
  await expect(main.locator('canvas:visible').first()).toBeVisible();
});
