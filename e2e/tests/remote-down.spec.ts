import { expect, test } from '@playwright/test';
import { DEMO_USERS, logIn, prepareEnglishPage } from '../support/demo-users';
import { startRemoteServer, stopSuiteProcess } from '../support/suite-processes';

let campaignsServerDown = false;

test.afterAll(async () => {
  if (campaignsServerDown) await startRemoteServer('mf-campaigns', 3004);
});

test('with one remote server stopped, its page falls back and the others still work', async ({ page }) => {
  await prepareEnglishPage(page);
  stopSuiteProcess('mf-campaigns');
  campaignsServerDown = true;
  await page.goto('/login');
  await logIn(page, DEMO_USERS.analyst);
  const main = page.getByRole('main');
  const sidebar = page.getByRole('navigation');
  await expect(main.getByRole('heading', { name: 'Share of Voice' })).toBeVisible();

  await sidebar.getByRole('link', { name: /^Campaigns$/ }).click();
  await expect(main.getByText(/could not be loaded/i)).toBeVisible();
  await expect(main.getByRole('button', { name: /retry/i })).toBeVisible();

  // The shell and the other views keep working while the server is down.
  await sidebar.getByRole('link', { name: /^Real-Time Spend$/ }).click();
  await expect(main.getByRole('heading', { name: 'Real-Time Spend' })).toBeVisible();
  await sidebar.getByRole('link', { name: /^Campaigns$/ }).click();
  await expect(main.getByRole('button', { name: /retry/i })).toBeVisible();

  // Once the server is back, Retry loads the view without reloading the page.
  await startRemoteServer('mf-campaigns', 3004);
  campaignsServerDown = false;
  await main.getByRole('button', { name: /retry/i }).click();
  await expect(main.getByRole('heading', { name: 'Campaigns' })).toBeVisible();
});
