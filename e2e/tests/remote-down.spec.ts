import { expect, test } from '@playwright/test';
import { DEMO_USERS, logIn } from '../support/demo-users';
import { startRemoteServer, stopSuiteProcess } from '../support/suite-processes';

test.afterAll(async () => {
  await startRemoteServer('mf-campaigns', 3004);
});

test('with one remote server stopped, its page falls back and the others still work', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('suite.language', 'en'));
  stopSuiteProcess('mf-campaigns');
  await page.goto('/login');
  await logIn(page, DEMO_USERS.analyst);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Share of Voice' })).toBeVisible();

  await page
    .getByRole('navigation')
    .getByRole('link', { name: /^Campaigns$/ })
    .click();
  const main = page.getByRole('main');
  await expect(main.getByText(/could not be loaded/i)).toBeVisible();
  await expect(main.getByRole('button', { name: /retry/i })).toBeVisible();
  // The shell's own parts keep working.
  await expect(page.getByRole('navigation').getByRole('link', { name: /^Share of Voice$/ })).toBeVisible();

  await page
    .getByRole('navigation')
    .getByRole('link', { name: /^Real-Time Spend$/ })
    .click();
  await expect(main.getByRole('heading', { name: 'Real-Time Spend' })).toBeVisible();

  // Once the server is back, Retry loads the view without reloading the page.
  await startRemoteServer('mf-campaigns', 3004);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /^Campaigns$/ })
    .click();
  await main.getByRole('button', { name: /retry/i }).click();
  await expect(main.getByRole('heading', { name: 'Campaigns' })).toBeVisible();
});
