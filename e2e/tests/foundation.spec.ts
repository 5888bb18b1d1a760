import { type Request } from '@playwright/test';
import { expect, test } from '../support/suite-test';
import { DEMO_USERS, logIn, logInPastWelcome, prepareEnglishPage } from '../support/demo-users';

const REMOTE_PAGES = [
  { entry: /^Share of Voice$/, path: '/dashboard/shareofvoice', heading: 'Share of Voice', port: 3001 },
  { entry: /^Real-Time Spend$/, path: '/dashboard/investment', heading: 'Real-Time Spend', port: 3002 },
  { entry: /^Snapshots$/, path: '/dashboard/snapshots', heading: 'Snapshots', port: 3003 },
  { entry: /^Campaigns$/, path: '/dashboard/campaigns', heading: 'Campaigns', port: 3004 },
  { entry: /^Spots List$/, path: '/dashboard/spotslist', heading: 'Spots List', port: 3004 },
  { entry: /^Account/, path: '/dashboard/account', heading: 'Account', port: 3005 },
];

test.beforeEach(async ({ page }) => prepareEnglishPage(page));

test('the analyst lands on Share of Voice, rendered by mf-sov inside the shell', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  // The request mf-sov sends carries the search the shell's store applied: the analyst's first country.
  const sovRequest = page.waitForRequest((request) => request.url().includes('/api/v2/sov/'));
  await logInPastWelcome(page, DEMO_USERS.analyst);
  await expect(page).toHaveURL(/\/dashboard\/shareofvoice$/);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Share of Voice' })).toBeVisible();
  const body = (await sovRequest).postDataJSON() as { country: string }[];
  expect(body.map((entry) => entry.country)).toEqual(['AR']);
});

test('every remote comes from its own origin and react-dom is downloaded once', async ({ page }) => {
  const scripts: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('mf-manifest.json')) scripts.push(request);
  });
  await page.goto('/login');
  await logInPastWelcome(page, DEMO_USERS.analyst);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Share of Voice' })).toBeVisible();

  for (const view of REMOTE_PAGES) {
    await page.getByRole('navigation').getByRole('link', { name: view.entry }).click();
    await expect(page).toHaveURL(new RegExp(`${view.path}$`));
    await expect(page.getByRole('main').getByRole('heading', { name: view.heading, exact: true })).toBeVisible();
  }

  const urls = scripts.map((request) => new URL(request.url()));
  for (const view of REMOTE_PAGES) {
    const manifests = urls.filter((url) => url.pathname.endsWith('mf-manifest.json') && url.port === String(view.port));
    expect(manifests.length, `manifest of the remote on port ${view.port}`).toBeGreaterThanOrEqual(1);
  }
  // The react-dom package's own chunk, not chunks of packages that merely import it (icons, rc-component).
  const reactDomFiles = urls
    .filter((url) => /node_modules_pnpm_react-dom_\d/.test(url.pathname))
    .map((url) => url.href);
  expect(reactDomFiles.length).toBeGreaterThan(0);
  expect(new Set(reactDomFiles).size, 'no react-dom file twice').toBe(reactDomFiles.length);
  expect(
    reactDomFiles.every((href) => new URL(href).port === '3000'),
    `react-dom only from the shell: ${reactDomFiles.join(', ')}`,
  ).toBe(true);
});

test('a wrong password shows the message of the spec', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO_USERS.analyst, 'wrong-password');
  await expect(page.getByText('Something is wrong with your email and password!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a deep link visited logged out comes back after login', async ({ page }) => {
  await page.goto('/dashboard/investment?from=2024-01-01');
  await expect(page).toHaveURL(/\/login$/);
  await logInPastWelcome(page, DEMO_USERS.analyst);
  await expect(page).toHaveURL(/\/dashboard\/investment\?from=2024-01-01$/);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Real-Time Spend' })).toBeVisible();
});
