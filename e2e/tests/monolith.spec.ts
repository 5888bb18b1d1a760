import type { ChildProcess } from 'node:child_process';
import { expect, test } from '../support/suite-test';
import { DEMO_USERS, logInPastWelcome, prepareEnglishPage } from '../support/demo-users';
import { MONOLITH_URL, startMonolith } from '../support/monolith-server';

// The monolith baseline that `pnpm bench:web` measures federation against must be the same
// product: it logs in and draws Share of Voice, without loading anything through federation.
let monolith: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  // The API of the suite the e2e run started (suite-server.mjs: API_PORT 3190).
  monolith = await startMonolith('http://127.0.0.1:3190');
});

test.afterAll(() => {
  monolith?.kill();
});

test('the monolith build logs in and draws Share of Voice without any remote entry', async ({ page }) => {
  const federationFiles: string[] = [];
  page.on('request', (request) => {
    if (/remoteEntry\.js|mf-manifest\.json/.test(request.url())) federationFiles.push(request.url());
  });
  await prepareEnglishPage(page);
  await page.goto(`${MONOLITH_URL}/login`);
  await logInPastWelcome(page, DEMO_USERS.analyst);
  await expect(page).toHaveURL(/\/dashboard\/shareofvoice$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Share of Voice' })).toBeVisible();
  await expect(main.getByRole('table', { name: 'Industries' }).getByRole('row').nth(1)).toBeVisible();
  await expect(main.locator('canvas').first()).toBeVisible();

  await page
    .getByRole('navigation')
    .getByRole('link', { name: /^Real-Time Spend$/ })
    .click();
  await expect(main.getByRole('heading', { name: 'Real-Time Spend' })).toBeVisible();
  expect(federationFiles).toEqual([]);
});
