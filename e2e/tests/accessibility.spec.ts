import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/suite-test';
import type { SpotsListResponse } from 'shared-contracts';
import { expectAccessibleInBothThemes, formatScanLog, scanLog, settle } from '../support/accessibility-scan';
import { expectOneLanguage } from '../support/language-terms';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/demo-users';
import { tokenOf } from '../support/new-accounts';
import { compareLink } from '../support/share-links';
import { SUITE_LANGUAGES, SUITE_TEXTS, useLanguage, type SuiteTexts } from '../support/suite-texts';

// Issue 21: every page and dialog passes axe's WCAG 2.1 A and AA rules, in the light and the dark
// theme, in es, en and pt. Each test walks one area with one login and scans each state it
// reaches in both themes; a violation fails the test with the rule ids and element counts.
// Issue 52: each state also speaks one language: no term of the suite's own (its locale files,
// the API's reference names) in another language than the page's.

test.describe.configure({ timeout: 240_000 });

test.afterAll(() => {
  console.log(formatScanLog(scanLog));
});

async function logInAndScanWelcome(page: Page, texts: SuiteTexts, state: string | null): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(texts.email, { exact: true }).fill(DEMO_USERS.analyst);
  await page.getByLabel(texts.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: texts.logIn, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/shareofvoice$/);
  // The welcome message shows after every login on the form; it is a dialog like the others.
  const welcome = page.getByRole('dialog');
  await expect(welcome).toBeVisible();
  if (state) await scanState(page, state);
  await welcome.getByRole('button').click();
  await expect(welcome).toBeHidden();
}

/** One state of the walk: axe in both themes, and the page in one language. */
async function scanState(page: Page, state: string): Promise<void> {
  await expectAccessibleInBothThemes(page, state);
  await expectOneLanguage(page, state);
}

function sidebar(page: Page, texts: SuiteTexts): Locator {
  return page.getByRole('navigation', { name: texts.mainNavigation });
}

async function goToPage(page: Page, texts: SuiteTexts, name: string): Promise<void> {
  await sidebar(page, texts).getByRole('link', { name, exact: true }).click();
  await settle(page);
}

/** Scans the dialog `open` brings up, then closes it with Escape as a keyboard user would. */
async function scanDialog(page: Page, state: string, open: () => Promise<void>): Promise<void> {
  await open();
  const dialog = page.getByRole('dialog').filter({ visible: true });
  await expect(dialog).toHaveCount(1);
  await scanState(page, state);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

async function newestSpotId(request: APIRequestContext): Promise<number> {
  const token = await tokenOf(request, DEMO_USERS.analyst, DEMO_PASSWORD);
  const until = new Date().toISOString().slice(0, 10);
  const since = new Date(Date.now() - 180 * 86_400_000).toISOString().slice(0, 10);
  const response = await request.post('/api/v2/spots/1/15?grouped=0&lang=en', {
    headers: { authorization: `Bearer ${token}` },
    data: [{ country: 'PE', since, until }],
  });
  expect(response.ok(), 'the newest spots of Peru').toBe(true);
  const { items } = (await response.json()) as SpotsListResponse;
  const spot = items[0];
  if (!spot) throw new Error('the generated market has no spot of Peru');
  return spot.id;
}

for (const language of SUITE_LANGUAGES) {
  const texts = SUITE_TEXTS[language];

  test.describe(`in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test(`login, 404 and the public pages have no WCAG 2.1 AA violation (${language})`, async ({ page, request }) => {
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await scanState(page, `login (${language})`);
      await page.goto('/404');
      await scanState(page, `404 (${language})`);
      await page.goto('/marketing/report-list');
      await scanState(page, `public report list (${language})`);
      await page.goto('/marketing/signup');
      await scanState(page, `public sign-up (${language})`);
      await page.goto(`/marketing/spot/${await newestSpotId(request)}`);
      await scanState(page, `public spot page (${language})`);
    });

    test(`Share of Voice and the search toolbar's dialogs have no violation (${language})`, async ({ page }) => {
      await logInAndScanWelcome(page, texts, `welcome message (${language})`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await settle(page);
      await scanState(page, `Share of Voice, one country (${language})`);

      await scanDialog(page, `country picker (${language})`, () =>
        page.getByRole('button', { name: texts.countries }).click(),
      );
      await page.getByRole('button', { name: texts.countries }).click();
      const picker = page.getByRole('dialog', { name: texts.countryPicker });
      // Reopened right after the scan closed it: a click that lands while the closing one is still
      // being destroyed changes nothing, so check again until the box stays checked.
      await expect(async () => {
        await picker.getByRole('checkbox').nth(1).check({ timeout: 2_000 });
      }).toPass({ timeout: 10_000 });
      await picker.getByRole('button', { name: texts.apply, exact: true }).click();
      await expect(picker).toBeHidden();
      await scanState(page, `Share of Voice, several countries (${language})`);

      await page.getByPlaceholder(texts.startDate).click();
      await expect(page.getByText(texts.lastMonth, { exact: true })).toBeVisible();
      await scanState(page, `date picker (${language})`);
      await page.keyboard.press('Escape');

      await scanDialog(page, `advanced search (${language})`, () =>
        page.getByRole('button', { name: texts.advancedSearch }).click(),
      );
      await scanDialog(page, `alerts (${language})`, () => page.getByRole('button', { name: texts.alerts }).click());
      await scanDialog(page, `save report (${language})`, async () => {
        await sidebar(page, texts).getByRole('menuitem', { name: texts.myReports }).click();
        await sidebar(page, texts).getByText(texts.saveNew, { exact: true }).click();
      });
      await scanDialog(page, `help (${language})`, () =>
        sidebar(page, texts).getByRole('menuitem', { name: texts.help }).click(),
      );
    });

    test(`Real-Time Spend, Snapshots, Compare, Home and the export page have no violation (${language})`, async ({
      page,
      request,
    }) => {
      await logInAndScanWelcome(page, texts, null);
      await goToPage(page, texts, texts.nav.investment);
      await scanState(page, `Real-Time Spend (${language})`);
      await goToPage(page, texts, texts.nav.snapshots);
      await scanState(page, `Snapshots (${language})`);
      await goToPage(page, texts, texts.nav.compare);
      await scanState(page, `Compare, nothing picked (${language})`);
      // A share link of Compare opens it on what it compares.
      await page.goto(`/dashboard/compare?${await compareLink(request)}`);
      await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
      await settle(page);
      await scanState(page, `Compare, two advertisers (${language})`);
      await goToPage(page, texts, texts.nav.home);
      await scanState(page, `Home (${language})`);
      await page.goto('/dashboard/export/sov/excel');
      await scanState(page, `export page (${language})`);
    });

    test(`Campaigns with the preview open and the Spots List both ways have no violation (${language})`, async ({
      page,
    }) => {
      await logInAndScanWelcome(page, texts, null);
      await goToPage(page, texts, texts.nav.campaigns);
      await scanState(page, `Campaigns (${language})`);
      await scanDialog(page, `creative preview (${language})`, () =>
        page.getByRole('main').getByRole('button', { name: texts.previewCreative }).first().click(),
      );
      await goToPage(page, texts, texts.nav.spotslist);
      await scanState(page, `Spots List, first switch state (${language})`);
      await page.getByRole('main').getByRole('switch').first().click();
      await scanState(page, `Spots List, other switch state (${language})`);
    });

    test(`every tab of the Account page has no violation (${language})`, async ({ page }) => {
      await logInAndScanWelcome(page, texts, null);
      await goToPage(page, texts, texts.nav.account);
      const tabs = page.getByRole('main').getByRole('tab');
      const count = await tabs.count();
      expect(count).toBeGreaterThan(1);
      for (let index = 0; index < count; index += 1) {
        const tab = tabs.nth(index);
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await scanState(page, `Account, tab ${(await tab.textContent()) ?? index} (${language})`);
      }
    });
  });
}

test('the one-language check names the terms of another language a page shows', async ({ page }) => {
  await useLanguage(page, 'pt');
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expectOneLanguage(page, 'the login page (pt)');
  // A Spanish platform name and an English industry beside a Portuguese label, as a chip shows them.
  await page.evaluate(() => {
    const legend = document.createElement('p');
    legend.textContent = 'Redes sociales';
    const chip = document.createElement('span');
    chip.textContent = 'Indústrias: Telecommunications';
    document.body.prepend(legend, chip);
  });
  await expect(expectOneLanguage(page, 'the login page with two foreign terms (pt)')).rejects.toThrow(
    /Redes sociales[\s\S]*Telecommunications|Telecommunications[\s\S]*Redes sociales/,
  );
});
