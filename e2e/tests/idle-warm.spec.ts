import type { Page } from '@playwright/test';
import { expect, test } from '../support/suite-test';
import { prepareEnglishPage } from '../support/demo-users';
import { logInAsAnalyst } from '../support/market-views';

/** The other data views' remotes (Real-Time Spend, Snapshots, Campaigns and Spots List) and Account's. */
const OTHER_VIEWS = ['3002', '3003', '3004'];
const ACCOUNT = '3005';

/** The ports whose remote manifest the page has asked for. */
function manifestPorts(page: Page): Set<string> {
  const ports = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/mf-manifest.json')) ports.add(url.port);
  });
  return ports;
}

test.beforeEach(async ({ page }) => prepareEnglishPage(page));

/**
 * The ports whose exposed page has downloaded, with nothing more on its way from them: a manifest
 * asked for is not yet a view warmed (its entry and page code follow it, on a slow day seconds later).
 */
function warmedPorts(page: Page): () => string[] {
  const exposed = new Set<string>();
  const inFlight = new Map<string, number>();
  const count = (port: string, by: number) => inFlight.set(port, (inFlight.get(port) ?? 0) + by);
  page.on('request', (request) => count(new URL(request.url()).port, 1));
  const settle = (url: string) => {
    const { port, pathname } = new URL(url);
    count(port, -1);
    if (pathname.includes('__federation_expose_')) exposed.add(port);
  };
  page.on('requestfinished', (request) => settle(request.url()));
  page.on('requestfailed', (request) => settle(request.url()));
  return () => [...exposed].filter((port) => (inFlight.get(port) ?? 0) === 0);
}

/** Logs in and waits for the other data views' code, loaded at idle moments; their ports seen. */
async function logInAndWaitForOtherViews(page: Page): Promise<Set<string>> {
  const ports = manifestPorts(page);
  const warmed = warmedPorts(page);
  await logInAsAnalyst(page);
  await expect(page.getByRole('main').locator('canvas:visible').first()).toBeVisible();
  await expect
    .poll(() => OTHER_VIEWS.filter((port) => warmed().includes(port)), { timeout: 30_000 })
    .toEqual(OTHER_VIEWS);
  return ports;
}

test("once the first view has drawn, the other views' code loads at an idle moment, without a pointer near them", async ({
  page,
}) => {
  const ports = await logInAndWaitForOtherViews(page);
  // Account is seldom opened: it loads when pointed at, not before.
  expect(ports.has(ACCOUNT)).toBe(false);

  // Opened now, Real-Time Spend asks its server for nothing more than data.
  const remoteFiles: string[] = [];
  page.on('request', (request) => void (new URL(request.url()).port === '3002' && remoteFiles.push(request.url())));
  await page.getByRole('navigation').getByRole('link', { name: 'Real-Time Spend' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Real-Time Spend' })).toBeVisible();
  expect(remoteFiles).toEqual([]);
});

test('with the browser saving data, nothing is loaded ahead', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
  );
  const ports = manifestPorts(page);
  await logInAsAnalyst(page);
  await expect(page.getByRole('main').locator('canvas:visible').first()).toBeVisible();
  // Longer than the idle callback's own limit (5 s): warming would have started by then.
  await page.waitForTimeout(6_000);
  expect([...ports]).toEqual(['3001']);
});

test("resting on a view's sidebar entry starts its first request, and opening it asks for nothing more", async ({
  page,
}) => {
  await logInAndWaitForOtherViews(page);

  const investmentCalls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/v2/soi/')) investmentCalls.push(request.url());
  });
  const link = page.getByRole('navigation').getByRole('link', { name: 'Real-Time Spend' });
  await link.hover();
  await expect.poll(() => investmentCalls.length).toBe(1);

  await link.click();
  await expect(page.getByRole('main').locator('canvas:visible').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
  expect(investmentCalls).toHaveLength(1);
});

test("pressed while its first request is on its way, the entry opens the view with that request's answer", async ({
  page,
}) => {
  await logInAndWaitForOtherViews(page);

  const investmentCalls: string[] = [];
  await page.route('**/api/v2/soi/**', async (route) => {
    if (route.request().method() === 'POST') investmentCalls.push(route.request().url());
    // Slower than the click, quicker than the wait a click gives it: the entry waits for it.
    await new Promise((resolve) => setTimeout(resolve, 150));
    await route.continue();
  });
  const link = page.getByRole('navigation').getByRole('link', { name: 'Real-Time Spend' });
  // Whether the entry said it was busy while the page in view waited for the answer.
  await link.evaluate((entry) => {
    new MutationObserver(() => {
      if (entry.getAttribute('aria-busy') === 'true') entry.dataset.wasBusy = 'yes';
    }).observe(entry, { attributes: true, attributeFilter: ['aria-busy'] });
  });
  await link.click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Real-Time Spend' })).toBeVisible();
  await expect(page.getByRole('main').locator('canvas:visible').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
  expect(investmentCalls).toHaveLength(1);
  await expect(link).toHaveAttribute('data-was-busy', 'yes');
  await expect(link).not.toHaveAttribute('aria-busy');
});
