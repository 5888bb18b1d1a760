import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/suite-test';
import type { IndustriesResponse, SavedReport, StoredAnalyticsEvent } from 'shared-contracts';
import { DEMO_PASSWORD, DEMO_USERS, logInPastWelcome, prepareEnglishPage } from '../support/demo-users';
import { pickByTyping } from '../support/select-option';

/**
 * Issue #11, part A: a saved report's route opens its search; the analytics tracker's batches
 * reach the API. The reports and events are made and read through the API as a user would.
 */

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const login = await request.post('/api/login', { data: { username, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

interface CreatedReport {
  report: SavedReport;
  industryName: string;
  remove(): Promise<unknown>;
}

/** A weekly report of BR and CL, Video ADs and the first industry, saved by the analyst through the API. */
async function saveReport(request: APIRequestContext): Promise<CreatedReport> {
  const token = await tokenOf(request, DEMO_USERS.analyst);
  // In English, the page's language: without lang the API names them in the saved language (es).
  const answer = await request.get('/api/v2/list/industries?lang=en', { headers: bearer(token) });
  const industries = (await answer.json()) as IndustriesResponse;
  const industry = industries[0];
  if (!industry) throw new Error('The API lists no industry');
  const created = await request.post('/api/v2/reports', {
    headers: bearer(token),
    data: {
      name: `Corners ${Date.now()}`,
      frequency: 'weekly',
      formats: ['sov_excel'],
      parameters: { country: 'BR', page: '1', countries: ['BR', 'CL'], formats: [5], industries: [industry.id] },
    },
  });
  expect(created.status()).toBe(201);
  const report = (await created.json()) as SavedReport;
  return {
    report,
    industryName: industry.name,
    remove: () => request.delete(`/api/v2/reports/${report.id}`, { headers: bearer(token) }),
  };
}

/** Share of Voice shows the report's search: its countries and its filters as applied chips. */
async function expectReportApplied(page: Page, industryName: string): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard\/shareofvoice$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Share of Voice' })).toBeVisible();
  const applied = main.getByRole('list', { name: 'Applied filters' });
  await expect(applied.getByText('Formats: Video ADs')).toBeVisible();
  await expect(applied.getByText(`Industries: ${industryName}`)).toBeVisible();
  await expect(main.getByText('BR, CL', { exact: true })).toBeVisible();
}

async function logInAsAnalyst(page: Page): Promise<void> {
  await prepareEnglishPage(page);
  await page.goto('/login');
  await logInPastWelcome(page, DEMO_USERS.analyst);
  await expect(page).toHaveURL(/\/dashboard\/shareofvoice$/);
}

test("a saved report's link applies its filters and countries on Share of Voice; an unknown id says so", async ({
  page,
  request,
}) => {
  const { report, industryName, remove } = await saveReport(request);
  try {
    await logInAsAnalyst(page);
    await page.goto(`/dashboard/shareofvoice/${report.id}`);
    await expectReportApplied(page, industryName);

    await page.goto('/dashboard/investment/987654321');
    await expect(
      page.getByText('The report 987654321 does not exist or is not yours. Your current search stays as it was.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/investment$/);
    await expect(
      page.getByRole('main').getByRole('list', { name: 'Applied filters' }).getByText('Formats: Video ADs'),
    ).toBeVisible();
  } finally {
    await remove();
  }
});

test('the sidebar links a saved report to the current section, or to Share of Voice from Snapshots', async ({
  page,
  request,
}) => {
  const { report, industryName, remove } = await saveReport(request);
  try {
    await logInAsAnalyst(page);
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await navigation.getByRole('link', { name: 'Snapshots' }).click();
    await navigation.getByText('My Reports').click();
    const link = navigation.getByRole('link', { name: report.name });
    await expect(link).toHaveAttribute('href', `/dashboard/shareofvoice/${report.id}`);

    await navigation.getByRole('link', { name: 'Real-Time Spend' }).click();
    await expect(page).toHaveURL(/\/dashboard\/investment$/);
    await expect(link).toHaveAttribute('href', `/dashboard/investment/${report.id}`);
    await link.click();
    await expectReportApplied(page, industryName);
  } finally {
    await remove();
  }
});

test("the tracker's batch reaches the API after a login and a search", async ({ page, request }) => {
  const since = new Date(Date.now() - 1000).toISOString();
  await prepareEnglishPage(page);
  await page.goto('/login');
  await logInPastWelcome(page, DEMO_USERS.analyst);
  await expect(page).toHaveURL(/\/dashboard\/shareofvoice$/);

  // The batch leaves at most 5 s after its first event (a login and a search are fewer than 20).
  const batchSent = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v2/analytics/events') &&
      (response.request().postData() ?? '').includes('filters:apply'),
    { timeout: 15_000 },
  );
  await page.getByRole('button', { name: 'Advanced search' }).click();
  const advanced = page.getByRole('dialog', { name: 'Advanced search' });
  await pickByTyping(advanced.getByRole('combobox', { name: 'Formats' }), 'Video ADs');
  await expect(page.getByRole('list', { name: 'Queued filters' }).getByText('Formats: Video ADs')).toBeVisible();
  await advanced.getByRole('button', { name: 'Search' }).click();
  await expect(advanced).toBeHidden();
  expect((await batchSent).status()).toBe(202);

  const admin = await tokenOf(request, DEMO_USERS.superAdmin);
  const recent = async () => {
    const answer = await request.get(`/api/v2/admin/analytics/events?email=${DEMO_USERS.analyst}&limit=50`, {
      headers: bearer(admin),
    });
    expect(answer.ok()).toBe(true);
    const events = (await answer.json()) as StoredAnalyticsEvent[];
    return events
      .filter((event) => event.occurredAt >= since)
      .map(({ event, props }) => ({ event, props }))
      .reverse();
  };
  await expect.poll(recent, { timeout: 10_000 }).toEqual(
    expect.arrayContaining([
      { event: 'session:login', props: { countries: 8 } },
      { event: 'filters:apply', props: { page: 'shareofvoice', groups: ['formats'] } },
    ]),
  );
});
