import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from '../support/suite-test';
import { DEMO_USERS, logIn, passWelcome } from '../support/demo-users';
import { addCountries, pickPeriod } from '../support/market-views';
import { pickByTyping } from '../support/select-option';

const PERIOD = /^\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}$/;

async function englishContext(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => window.localStorage.setItem('suite.language', 'en'));
}

/** On Share of Voice: AR and BR, last month, and the Video ADs format (applied or only queued). */
async function buildSearch(page: Page, { apply }: { apply: boolean }): Promise<void> {
  await addCountries(page, ['Brazil (BR)']);
  await pickPeriod(page, 'Last month');

  await page.getByRole('button', { name: 'Advanced search' }).click();
  const advanced = page.getByRole('dialog', { name: 'Advanced search' });
  await pickByTyping(advanced.getByRole('combobox', { name: 'Formats' }), 'Video ADs');
  await expect(page.getByRole('list', { name: 'Queued filters' }).getByText('Formats: Video ADs')).toBeVisible();
  // The corner's close button and the footer's share the name Close: the footer's is the last.
  if (apply) await advanced.getByRole('button', { name: 'Search' }).click();
  else await advanced.getByRole('button', { name: 'Close' }).last().click();
  await expect(advanced).toBeHidden();
}

/**
 * The applied search as the remote page shows it: countries, period and the applied chips (of the
 * view shown: the views visited before stay in the page, hidden).
 */
async function shownSearch(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Share of Voice' })).toBeVisible();
  return {
    countries: main.getByText('AR, BR', { exact: true }).filter({ visible: true }),
    period: main.getByText(PERIOD).filter({ visible: true }),
    appliedFormat: main.getByRole('list', { name: 'Applied filters' }).getByText('Formats: Video ADs'),
  };
}

test('a share link opened in a fresh browser context reproduces the search', async ({ browser }) => {
  const sharer = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  await englishContext(sharer);
  const page = await sharer.newPage();
  await page.goto('/login');
  await logIn(page, DEMO_USERS.analyst);
  await expect(page).toHaveURL(/\/dashboard\/shareofvoice$/);
  await passWelcome(page);
  await buildSearch(page, { apply: true });
  const shared = await shownSearch(page);
  await expect(shared.countries).toBeVisible();
  await expect(shared.appliedFormat).toBeVisible();
  const period = await shared.period.textContent();

  await page.getByRole('button', { name: /Share$/ }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/dashboard\/shareofvoice\?countries=AR,,BR&from=\d{4}-\d{2}-\d{2}&to=/);
  await sharer.close();

  const receiver = await browser.newContext();
  await englishContext(receiver);
  const fresh = await receiver.newPage();
  await fresh.goto(link);
  await expect(fresh).toHaveURL(/\/login$/);
  await logIn(fresh, DEMO_USERS.analyst);
  await passWelcome(fresh);
  const received = await shownSearch(fresh);
  await expect(received.countries).toBeVisible();
  await expect(received.period).toHaveText(period ?? 'no period');
  await expect(received.appliedFormat).toBeVisible();
  // Applied once: the address no longer carries the link.
  await expect(fresh).toHaveURL(/\/dashboard\/shareofvoice$/);
  await receiver.close();
});

test('search in new tab hands the search, queue included, to the tab it opens', async ({ browser }) => {
  const context = await browser.newContext();
  await englishContext(context);
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, DEMO_USERS.analyst);
  await passWelcome(page);
  await buildSearch(page, { apply: false });
  await expect(page.getByRole('list', { name: 'Queued filters' }).getByText('Formats: Video ADs')).toBeVisible();

  const [opened] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: /Search in new tab/ }).click(),
  ]);
  await expect(opened).toHaveURL(/\/dashboard\/shareofvoice$/);
  const received = await shownSearch(opened);
  await expect(received.appliedFormat).toBeVisible();
  await expect(received.countries).toBeVisible();
  await expect.poll(() => opened.evaluate(() => window.localStorage.getItem('suite.sharedSearch'))).toBeNull();

  // The first tab keeps its own search: the format is still only queued there.
  await expect(page.getByRole('list', { name: 'Queued filters' }).getByText('Formats: Video ADs')).toBeVisible();
  await expect(page.getByRole('main').getByRole('list', { name: 'Applied filters' })).toHaveCount(0);
  await context.close();
});
