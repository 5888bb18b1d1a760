import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/suite-test';
import {
  CREATIVE_STYLES,
  type MarketingRecordsResponse,
  type MarketingSignupRequest,
  type SpotRow,
  type SpotsListResponse,
  type TokenResponse,
} from 'shared-contracts';
import { DEMO_PASSWORD, DEMO_USERS, logIn } from '../support/demo-users';

const NO_SPOT_DATA = 'No data available for this spot.';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('suite.language', 'en'));
});

/** A token for the API calls the tests make to find data; the public pages never get it. */
async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login', {
    data: { username: DEMO_USERS.superAdmin, password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as TokenResponse).token;
}

function isoDay(daysAgo: number): string {
  return new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

/**
 * One spot of each creative style, read from the Spots List (newest first). Peru first: its
 * advertisers also run the local styles (paute-facil, peru-red).
 */
async function spotOfEachStyle(request: APIRequestContext): Promise<Map<string, SpotRow>> {
  const token = await apiToken(request);
  const found = new Map<string, SpotRow>();
  for (const country of ['PE', 'AR', 'MX']) {
    for (let page = 1; page <= 25 && found.size < CREATIVE_STYLES.length; page += 1) {
      const response = await request.post(`/api/v2/spots/${page}/100?grouped=0&lang=en`, {
        headers: { authorization: `Bearer ${token}` },
        data: [{ country, since: isoDay(180), until: isoDay(0) }],
      });
      expect(response.ok(), `spots of ${country}, page ${page}`).toBe(true);
      const { items } = (await response.json()) as SpotsListResponse;
      for (const spot of items) if (!found.has(spot.style)) found.set(spot.style, spot);
      if (items.length < 100) break;
    }
  }
  const missing = CREATIVE_STYLES.filter((style) => !found.has(style));
  expect(missing, 'creative styles without a spot in the generated market').toEqual([]);
  return found;
}

/** The newest spot of Peru. */
async function anySpot(request: APIRequestContext): Promise<SpotRow> {
  const token = await apiToken(request);
  const response = await request.post('/api/v2/spots/1/10?grouped=0&lang=en', {
    headers: { authorization: `Bearer ${token}` },
    data: [{ country: 'PE', since: isoDay(180), until: isoDay(0) }],
  });
  const [spot] = ((await response.json()) as SpotsListResponse).items;
  if (!spot) throw new Error('The generated market has no recent spot in Peru');
  return spot;
}

/** What the creative carousel shows first for a spot, by its style. */
function firstStepOf(page: Page, spot: SpotRow): Locator {
  const screenshot = page.getByRole('img', { name: 'Screenshot of the page where the creative was seen' });
  switch (spot.style) {
    case 'facebook':
      return page.getByRole('article', { name: 'Facebook post' });
    case 'facebook-story-ad':
      return page.getByRole('article', { name: 'Facebook story' });
    case 'twitter':
      return page.getByRole('article', { name: 'Tweet' });
    case 'youtube-pre-roll':
    case 'video':
      return spot.screenshot ? screenshot : page.getByText('No screenshot for this creative.');
    default:
      return spot.screenshot ? screenshot : page.getByRole('img', { name: 'Creativity' }).first();
  }
}

test('a visitor signs up, and signing up again with the same e-mail says it is already subscribed', async ({
  page,
  request,
}) => {
  const email = `visitor-${Date.now()}@agency.test`;
  await page.goto('/marketing/signup');
  await expect(page).toHaveURL(/\/marketing\/signup$/);
  await expect(page).toHaveTitle('Sign up · AdIntel');

  async function signUp() {
    const submit = page.getByRole('button', { name: 'Sign up', exact: true });
    await expect(submit).toBeDisabled();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Name', { exact: true }).fill('Ana');
    await page.getByLabel('Company').fill('Agencia Sur');
    // Native selects (the public pages draw without antd).
    await page.getByRole('combobox', { name: 'Line of business' }).selectOption({ label: 'Agency' });
    await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Argentina' });
    await expect(submit).toBeEnabled();
    await submit.click();
  }

  await signUp();
  await expect(page.getByText('Thank you for signing up!')).toBeVisible();

  await page.getByRole('button', { name: 'Sign up another e-mail' }).click();
  await signUp();
  await expect(page.getByText('You are already subscribed')).toBeVisible();

  // The API holds the address: a direct call answers the same.
  const again: MarketingSignupRequest = {
    EMAIL: email,
    FNAME: 'Ana',
    COMPANY: 'Agencia Sur',
    RUBRO: 'agency',
    COUNTRY: 'AR',
  };
  const response = await request.post('/api/v2/marketing/signup', { data: again });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'already-subscribed' });
});

test('the report list shows the records with downloadable documents, and a country page its own', async ({
  page,
  request,
}) => {
  // In the language the page shows: each country's report is named in it.
  const { records } = (await (
    await request.get('/api/v2/marketing/records?lang=en')
  ).json()) as MarketingRecordsResponse;
  expect(records.length).toBeGreaterThan(0);
  const [first] = records;
  if (!first) throw new Error('No marketing record');

  await page.goto('/marketing/report-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Country reports' })).toBeVisible();
  const card = page.getByRole('article', { name: first.Name });
  await expect(card.getByText(first.Description)).toBeVisible();
  await expect(card.getByRole('img', { name: /^Flag of / })).toBeVisible();
  const download = card.getByRole('link', { name: first.Docs[0]?.name ?? '' });
  const href = await download.getAttribute('href');
  expect(href).toBe(first.Docs[0]?.url);
  const file = await request.get(href ?? '');
  expect(file.ok()).toBe(true);
  expect(file.headers()['content-type']).toContain('application/pdf');
  expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await card.getByRole('link', { name: /^More on / }).click();
  await expect(page).toHaveURL(new RegExp(`/marketing/report/${first.Country}$`));
  await expect(page.getByRole('article')).toHaveCount(records.filter((r) => r.Country === first.Country).length);
});

test('the public page of a spot of each creative style shows it with its facts', async ({ page, request }) => {
  const spots = await spotOfEachStyle(request);
  for (const [style, spot] of spots) {
    await test.step(style, async () => {
      await page.goto(`/marketing/spot/${spot.id}`);
      await expect(page.getByRole('heading', { level: 1, name: `${spot.advertiser} · ${spot.product}` })).toBeVisible();
      await expect(page).toHaveTitle(`Spot ${spot.id} · AdIntel`);
      await expect(page.getByText('Spot details')).toBeVisible();
      for (const value of [spot.date, spot.platform, spot.category, spot.format, spot.industry]) {
        await expect(page.getByRole('cell', { name: value, exact: true }).first()).toBeVisible();
      }
      if (spot.pViewability === null) await expect(page.getByRole('cell', { name: 'N/A', exact: true })).toBeVisible();
      await expect(firstStepOf(page, spot)).toBeVisible();
      // Its images come from public addresses, with no signature, and load (no "Image not available").
      await expect(page.getByText('Image not available')).toHaveCount(0);
      for (const image of await page.getByRole('article').locator('img[src^="/api/"]').all()) {
        await expect(image).toHaveAttribute('src', new RegExp(`^/api/public/spots/${spot.id}/`));
        await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
      }
      const next = page.getByRole('button', { name: 'Next', exact: true });
      if (await next.isVisible()) {
        await next.click();
        await expect(page.getByLabel('Step')).toHaveText(/^2 \/ \d$/);
      }
    });
  }
});

test('a missing spot shows the no-data message, never a blank page', async ({ page }) => {
  await page.goto('/marketing/spot/999999999');
  await expect(page.getByText(NO_SPOT_DATA)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the reports' })).toBeVisible();
  await page.goto('/marketing/spot/not-a-spot');
  await expect(page.getByText(NO_SPOT_DATA)).toBeVisible();
});

test('a logged-out visitor is never sent to login from the public pages', async ({ page }) => {
  const paths = [
    { path: '/marketing/signup', heading: 'Sign up to download our country reports' },
    { path: '/marketing/report-list', heading: 'Country reports' },
    { path: '/marketing/report/AR', heading: 'Reports of Argentina' },
    { path: '/marketing/somewhere-else', heading: 'Page not found' },
  ];
  for (const { path, heading } of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('button', { name: 'Dashboard' })).toBeVisible();
  }
  await page.goto('/marketing/spot/999999999');
  await expect(page.getByText(NO_SPOT_DATA)).toBeVisible();
  await expect(page).toHaveURL(/\/marketing\/spot\/999999999$/);
});

test('a logged-in visitor opening a public spot sends no token with it', async ({ page, request }) => {
  const spot = await anySpot(request);
  const authorizations: (string | undefined)[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/getspot/')) authorizations.push(sent.headers().authorization);
  });
  await page.goto('/login');
  await logIn(page, DEMO_USERS.analyst);
  await expect(page).toHaveURL(/\/dashboard\//);

  await page.goto(`/marketing/spot/${spot.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${spot.advertiser} · ${spot.product}` })).toBeVisible();
  expect(authorizations).toEqual([undefined]);
});

/**
 * Installed before the page's first script: each frame, what the visitor sees (the server's copy,
 * else #root once shown): its heading, whether a spinner shows, whether both copies show.
 */
function recordFrames(): void {
  const frames: { heading: string | null; spinner: boolean; both: boolean }[] = [];
  Object.assign(window, { shownFrames: frames });
  const sample = () => {
    const server = document.getElementById('server-page');
    const root = document.getElementById('root');
    const rootShown = root !== null && !root.hidden;
    const shown = server ?? (rootShown ? root : null);
    const heading = shown?.querySelector('h1')?.textContent ?? null;
    // Counted from the first frame with a heading: before it, the parser has not reached it yet.
    if (heading === null && frames.length === 0) {
      requestAnimationFrame(sample);
      return;
    }
    frames.push({
      heading,
      spinner: shown?.querySelector('.nl-spinner, .ant-spin') != null,
      both: server !== null && rootShown,
    });
    if (frames.length < 2_000) requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

test("a public page's first HTML carries its content, and the app takes it over with no flash and no second fetch", async ({
  browser,
  page,
  request,
}) => {
  const spot = await anySpot(request);
  const address = `/marketing/spot/${spot.id}?lang=en`;
  const heading = `${spot.advertiser} · ${spot.product}`;

  await test.step('with no script run, as a crawler or a link preview reads it', async () => {
    const crawler = await browser.newContext({ javaScriptEnabled: false });
    const html = await crawler.newPage();
    await html.goto(address);
    await expect(html.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(html.getByRole('cell', { name: spot.date, exact: true }).first()).toBeVisible();
    await html.goto('/marketing/report-list?lang=en');
    await expect(html.getByRole('heading', { level: 1, name: 'Country reports' })).toBeVisible();
    await expect(html.getByRole('article').first()).toBeVisible();
    await crawler.close();
  });

  await test.step('in the browser: the same heading every frame, never a spinner, the spot asked for once (by the server)', async () => {
    const spotRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/getspot/')) spotRequests.push(sent.url());
    });
    await page.addInitScript(recordFrames);
    await page.goto(address);
    await expect(page.locator('#server-page')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const frames = await page.evaluate(
      () =>
        (window as unknown as { shownFrames: { heading: string | null; spinner: boolean; both: boolean }[] })
          .shownFrames,
    );
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.filter((frame) => frame.heading !== heading || frame.spinner || frame.both)).toEqual([]);
    expect(spotRequests).toEqual([]);
  });
});

test('what a visitor typed in the server-drawn sign-up form is still there once the app takes over', async ({
  page,
}) => {
  // The app's script is held until the visitor has typed in the page the server drew.
  let release: () => void = () => undefined;
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  // The held script is deferred, so the document never reaches DOMContentLoaded until it runs.
  await page.goto('/marketing/signup?lang=en', { waitUntil: 'commit' });
  const email = page.getByLabel('E-mail');
  await email.fill('ana@example.com');
  await expect(page.locator('#server-page')).toHaveCount(1);
  release();

  await expect(page.locator('#server-page')).toHaveCount(0);
  await expect(page.getByLabel('E-mail')).toHaveValue('ana@example.com');
  await expect(page.getByLabel('E-mail')).toBeFocused();
  // The form's own state has it: with the other fields filled, and the e-mail never typed again,
  // the form is ready to send.
  const submit = page.getByRole('button', { name: 'Sign up', exact: true });
  await page.getByLabel('Name', { exact: true }).fill('Ana Pérez');
  await page.getByLabel('Company').fill('Agencia Sur');
  await page.getByRole('combobox', { name: 'Line of business' }).selectOption({ label: 'Agency' });
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Argentina' });
  await expect(submit).toBeEnabled();
});
