import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/suite-test';
import { DEMO_USERS, logInPastWelcome, prepareEnglishPage } from '../support/demo-users';
import { compareLink } from '../support/share-links';

// An iPhone-sized screen (390 × 844): the suite must stay usable without sideways scrolling, and
// each view's first screen must show one of its figures.
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

/** How far the start and end edges of the box a table scrolls in fade (its cue of columns beyond). */
async function edgeFades(table: Locator): Promise<{ start: string; end: string }> {
  return table.evaluate((element) => {
    const style = getComputedStyle(element.parentElement!);
    return {
      start: style.getPropertyValue('--suite-fade-start').trim(),
      end: style.getPropertyValue('--suite-fade-end').trim(),
    };
  });
}

/** Scrolls the box a table scrolls in sideways, to `left` or to its end. */
async function scrollTableTo(table: Locator, left: number | 'end'): Promise<void> {
  await table.evaluate((element, to) => {
    const box = element.parentElement!;
    box.scrollLeft = to === 'end' ? box.scrollWidth : to;
  }, left);
}

/** Whether the page scrolls sideways: a layout wider than the phone. */
async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

test.beforeEach(async ({ page }) => {
  await prepareEnglishPage(page);
});

test('on a phone, the login page fits the screen and logs in', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel(/email/i)).toBeVisible();
  expect(await overflowsSideways(page)).toBe(false);
  await logInPastWelcome(page, DEMO_USERS.analyst);
  await expect(page).toHaveURL(/\/dashboard\//);
});

test('on a phone, the sidebar is a drawer opened from the top bar and it navigates', async ({ page }) => {
  await page.goto('/login');
  await logInPastWelcome(page, DEMO_USERS.analyst);
  await expect(page).toHaveURL(/\/dashboard\//);

  const openMenu = page.getByRole('button', { name: 'Open menu' });
  await expect(openMenu).toBeVisible();
  await openMenu.click();
  const drawer = page.getByRole('dialog').filter({ has: page.getByRole('menu') });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('menuitem', { name: 'Campaigns' }).click();
  await expect(page).toHaveURL(/\/dashboard\/campaigns/);
  await expect(drawer).toBeHidden();
  // The gallery's cards stack in one column: the second card is below the first.
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await overflowsSideways(page)).toBe(false);
  const [first, second] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
});

test('on a phone, the advanced search fills the screen and the toolbar does not overflow', async ({ page }) => {
  await page.goto('/login');
  await logInPastWelcome(page, DEMO_USERS.analyst);
  await expect(page).toHaveURL(/\/dashboard\/shareofvoice/);
  await expect(page.getByRole('table').first()).toBeVisible();
  expect(await overflowsSideways(page)).toBe(false);

  await page.getByRole('button', { name: 'Advanced search' }).click();
  const advanced = page.getByRole('dialog', { name: 'Advanced search' });
  await expect(advanced).toBeVisible();
  const box = await advanced.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(PHONE.width - 5);
  await advanced.getByRole('button', { name: 'Close' }).last().click();
  await expect(advanced).toBeHidden();
});

test('on a phone, a table wider than the screen scrolls sideways inside its card, its actions in view', async ({
  page,
}) => {
  await page.goto('/login');
  await logInPastWelcome(page, DEMO_USERS.analyst);
  await expect(page).toHaveURL(/\/dashboard\//);
  await page.goto('/dashboard/spotslist');
  const table = page.getByRole('main').getByRole('table').first();
  await expect(table).toBeVisible();
  expect(await overflowsSideways(page)).toBe(false);
  // Its columns keep their widths: the table is wider than the card holding it, which scrolls.
  const scrolled = await table.evaluate((element: HTMLElement) => {
    const card = element.parentElement!;
    card.scrollLeft = 100;
    return { table: element.offsetWidth, card: card.clientWidth, scrollLeft: card.scrollLeft };
  });
  expect(scrolled.table).toBeGreaterThan(scrolled.card);
  expect(scrolled.scrollLeft).toBe(100);
  expect(await overflowsSideways(page)).toBe(false);
  // The row's actions stay at the card's edge whatever scrolls under them: the start edge fades
  // once scrolled, the end never does (the sticky column has its own shadow).
  await expect(table.getByRole('button', { name: /^Preview/ }).first()).toBeInViewport();
  await expect.poll(() => edgeFades(table)).toEqual({ start: '24px', end: '0px' });
});

test("on a phone, a table's edges fade where more columns lie beyond them", async ({ page }) => {
  await page.goto('/login');
  await logInPastWelcome(page, DEMO_USERS.analyst);
  await expect(page).toHaveURL(/\/dashboard\/shareofvoice/);
  const table = page.getByRole('main').getByRole('table').first();
  await expect(table).toBeVisible();
  // At the start only the end edge fades: the columns beyond it are off-screen.
  await expect.poll(() => edgeFades(table)).toEqual({ start: '0px', end: '24px' });
  await scrollTableTo(table, 'end');
  await expect.poll(() => edgeFades(table)).toEqual({ start: '24px', end: '0px' });
  await scrollTableTo(table, 0);
  await expect.poll(() => edgeFades(table)).toEqual({ start: '0px', end: '24px' });
});

/**
 * The data views, how to open each (Compare from a share link: it needs entities picked), what
 * shows that each has drawn its answer, and its figure on the first screen.
 */
const DATA_VIEWS = [
  {
    path: 'shareofvoice',
    title: 'Share of Voice',
    drawn: (page: Page) => page.getByRole('main').locator('canvas'),
    figure: /^[\d.,]+ spots$/,
  },
  {
    path: 'investment',
    title: 'Real-Time Spend',
    drawn: (page: Page) => page.getByRole('main').locator('canvas'),
    figure: /^Spend: [A-Z]{3} [\d.,]+$/,
  },
  {
    path: 'snapshots',
    title: 'Snapshots',
    drawn: (page: Page) => page.getByRole('main').locator('canvas'),
    figure: /^[\d.,]+ spots$/,
  },
  {
    path: 'campaigns',
    title: 'Campaigns',
    drawn: (page: Page) => page.getByRole('article'),
    figure: /^[\d.,]+ campaigns$/,
  },
  {
    path: 'spotslist',
    title: 'Spots List',
    drawn: (page: Page) => page.getByRole('main').getByRole('table'),
    figure: /^[\d.,]+ results$/,
  },
  {
    path: 'compare',
    title: 'Compare',
    query: compareLink,
    drawn: (page: Page) => page.getByRole('main').getByRole('table'),
    figure: /^[\d.,]+ spots$/,
  },
] as const satisfies readonly {
  path: string;
  title: string;
  query?: (request: APIRequestContext) => Promise<string>;
  drawn: (page: Page) => Locator;
  figure: RegExp;
}[];

/** The page's width as laid out, and the elements that reach past the phone's right edge (to say why). */
async function layoutWidth(page: Page): Promise<{ width: number; past: string[] }> {
  return page.evaluate((width) => {
    const right = (element: Element | null) => (element ? element.getBoundingClientRect().right : 0);
    // The culprits: elements past the edge inside a parent that is not.
    const past = Array.from(document.querySelectorAll('body *'))
      .filter((element) => right(element) > width + 1 && right(element.parentElement) <= width + 1)
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')} ${Math.round(right(element))}`,
      );
    return { width: document.documentElement.scrollWidth, past };
  }, PHONE.width);
}

for (const view of DATA_VIEWS) {
  test(`on a phone, ${view.title} fits the screen, shows a figure first and says how fresh its data is`, async ({
    page,
    request,
  }) => {
    await page.goto(`/login`);
    await logInPastWelcome(page, DEMO_USERS.analyst);
    await expect(page).toHaveURL(/\/dashboard\//);
    await page.goto(`/dashboard/${view.path}${'query' in view ? `?${await view.query(request)}` : ''}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: view.title })).toBeVisible();
    await expect(main.getByText(/^Data as of \d{4}-\d{2}-\d{2}/)).toBeVisible();
    await expect(view.drawn(page).first()).toBeVisible();
    // Before any scrolling: one of the view's figures is on the first screen.
    await expect(main.getByText(view.figure).first()).toBeInViewport();
    await page.waitForLoadState('networkidle');
    // A mobile browser widens its layout viewport to the content, so the phone's width is the bar.
    const layout = await layoutWidth(page);
    expect(layout.width, `wider than the phone: ${layout.past.join('; ')}`).toBeLessThanOrEqual(PHONE.width);
  });
}

test.describe('on a laptop screen', () => {
  test.use({ viewport: { width: 1280, height: 720 }, hasTouch: false, isMobile: false });

  test("at 1280 × 720, the Spots List's actions column is in view, grouped or not", async ({ page }) => {
    await page.goto('/login');
    await logInPastWelcome(page, DEMO_USERS.analyst);
    await expect(page).toHaveURL(/\/dashboard\//);
    await page.goto('/dashboard/spotslist');
    const main = page.getByRole('main');
    for (const grouped of [false, true]) {
      if (grouped) await main.getByRole('switch', { name: 'Grouped' }).click();
      const table = main.getByRole('table', { name: grouped ? 'Campaigns' : 'Spots', exact: true });
      await expect(table.getByRole('columnheader', { name: 'Actions' })).toBeInViewport({ ratio: 1 });
      await expect(table.getByRole('button', { name: /^Preview/ }).first()).toBeInViewport({ ratio: 1 });
    }
  });
});
