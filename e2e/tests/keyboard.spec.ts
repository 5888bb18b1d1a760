import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/suite-test';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/demo-users';
import { KeyboardWalk } from '../support/keyboard-walk';
import { useLanguage } from '../support/suite-texts';

// Issue 21: the main path with the keyboard alone. After each page load only page.keyboard
// moves: no click, no fill. Every stop of the focus shows a focus indicator (KeyboardWalk), the
// focus moves into each dialog it opens and back to the control that opened it.

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A closed dialog gave the focus back to the control that opened it. */
async function expectFocusBackOn(opener: Locator, dialog: Locator): Promise<void> {
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

/**
 * Enter on the focused `opener` opens a dialog that takes the focus; Escape closes it and the
 * focus is back on the opener, showing.
 */
async function openAndEscapeDialog(page: Page, opener: Locator): Promise<void> {
  await expect(opener).toBeFocused();
  await walk.press('Enter', { check: false });
  const dialog = page.getByRole('dialog');
  await walk.expectFocusInside(dialog);
  await walk.press('Escape', { check: false });
  await expectFocusBackOn(opener, dialog);
  await walk.expectVisibleFocus();
}

function sidebarLink(page: Page, name: string): Locator {
  return page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });
}

test.describe.configure({ timeout: 120_000 });

let walk: KeyboardWalk;

/** Logs the analyst in from the login form, and closes the welcome message by its Ok (not by Escape). */
async function logInWithKeyboard(page: Page): Promise<void> {
  await page.goto('/login');
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await walk.type(DEMO_USERS.analyst);
  await walk.press('Tab');
  await walk.type(DEMO_PASSWORD);
  await walk.tabTo(page.getByRole('button', { name: 'Log in', exact: true }));
  await walk.press('Enter', { check: false });
  const welcome = page.getByRole('dialog');
  await walk.expectFocusInside(welcome);
  await walk.tabTo(welcome.getByRole('button', { name: 'Ok', exact: true }));
  await walk.press('Enter', { check: false });
  await expect(welcome).toBeHidden();
}

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'en');
  walk = new KeyboardWalk(page);
});

test.afterEach(({ page: _page }, testInfo) => {
  // The stops of the focus, to see where a failed walk went.
  if (testInfo.status !== testInfo.expectedStatus) console.log(walk.stops.slice(-40).join('\n'));
});

test('log in, pick countries and dates, add a filter, apply, change the tab and export with the keyboard alone', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');

  // The language, from the login page's select: <html lang> follows each choice.
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toBeFocused();
  await walk.expectVisibleFocus();
  const language = page.getByRole('combobox', { name: 'Language' });
  await walk.tabTo(language, { backwards: true });
  await walk.chooseOption('Español');
  await expect(html).toHaveAttribute('lang', 'es');
  await expect(page.getByLabel('Correo electrónico', { exact: true })).toBeVisible();
  await walk.chooseOption('Português');
  await expect(html).toHaveAttribute('lang', 'pt');
  await walk.chooseOption('English');
  await expect(html).toHaveAttribute('lang', 'en');

  // Log in: type the e-mail and the password, then Enter on the Log in button.
  await walk.tabTo(email);
  await walk.type(DEMO_USERS.analyst);
  await walk.tabTo(page.getByLabel('Password', { exact: true }));
  await walk.type(DEMO_PASSWORD);
  await walk.tabTo(page.getByRole('button', { name: 'Log in', exact: true }));
  await walk.press('Enter', { check: false });
  await expect(page).toHaveURL(/\/dashboard\/shareofvoice$/);

  // The welcome message takes the focus; its Ok closes it.
  const welcome = page.getByRole('dialog');
  await walk.expectFocusInside(welcome);
  await walk.tabTo(welcome.getByRole('button', { name: 'Ok', exact: true }));
  await walk.press('Enter', { check: false });
  await expect(welcome).toBeHidden();
  await expect(html).toHaveAttribute('lang', 'en');

  // A second country: the picker's checkbox with Space, Apply with Enter.
  const countries = page.getByRole('button', { name: /Countries:/ });
  await walk.tabTo(countries);
  await walk.press('Enter', { check: false });
  const picker = page.getByRole('dialog', { name: 'Select countries' });
  await walk.expectFocusInside(picker);
  const brazil = picker.getByRole('checkbox', { name: 'Brazil (BR)' });
  await walk.tabTo(brazil);
  await walk.press('Space');
  await expect(brazil).toBeChecked();
  await walk.tabTo(picker.getByRole('button', { name: 'Apply', exact: true }));
  await walk.press('Enter', { check: false });
  await expectFocusBackOn(countries, picker);
  await expect(countries).toHaveAccessibleName(/Countries: .*BR/);
  await walk.expectVisibleFocus();

  // The dates, typed: the start, Enter moves to the end, Enter applies the period.
  const today = Date.now();
  const [since, until] = [isoDay(today - 61 * DAY), isoDay(today - 32 * DAY)];
  const start = page.getByPlaceholder('Start date');
  const end = page.getByPlaceholder('End date');
  await walk.tabTo(start);
  await walk.press('ControlOrMeta+a');
  await walk.type(since);
  await walk.press('Enter');
  await walk.tabTo(end, { max: 2 });
  await walk.press('ControlOrMeta+a');
  await walk.type(until);
  await walk.press('Enter');
  await expect(start).toHaveValue(since);
  await expect(end).toHaveValue(until);
  await walk.press('Escape');

  // A filter, queued in the advanced search; Escape closes the list, the footer's Close the dialog.
  const advanced = page.getByRole('button', { name: 'Advanced search', exact: true });
  await walk.tabTo(advanced);
  await walk.press('Enter', { check: false });
  const dialog = page.getByRole('dialog', { name: 'Advanced search' });
  await walk.expectFocusInside(dialog);
  await walk.tabTo(dialog.getByRole('combobox', { name: 'Formats' }));
  await walk.type('Video');
  const activeOption = page.locator('.ant-select-item-option-active');
  for (
    let step = 0;
    step < 5 && (await activeOption.getAttribute('title', { timeout: 5_000 })) !== 'Video ADs';
    step += 1
  ) {
    await walk.press('ArrowDown');
  }
  await walk.press('Enter');
  await expect(dialog.getByTitle('Video ADs', { exact: true }).first()).toBeVisible();
  await walk.press('Escape');
  // The footer's Close (the corner's close button has the same name, and comes first).
  await walk.tabTo(dialog.getByRole('button', { name: 'Close', exact: true }).last());
  await walk.press('Enter', { check: false });
  await expectFocusBackOn(advanced, dialog);
  await walk.expectVisibleFocus();

  // Apply the queued filter from the toolbar.
  const main = page.getByRole('main');
  await walk.tabTo(main.getByRole('button', { name: 'Apply', exact: true }));
  await walk.press('Enter', { check: false });
  await expect(main.getByRole('list', { name: 'Applied filters' }).getByText('Formats: Video ADs')).toBeVisible();

  // The breakdown tabs: an arrow moves along them, Enter opens one.
  await walk.tabTo(main.getByRole('tab', { selected: true }));
  await walk.press('ArrowRight');
  await walk.press('Enter');
  // rc-tabs puts a live "Tab n of m" into the focused tab's name, before its label.
  await expect(main.getByRole('tab', { selected: true })).toHaveAccessibleName(/(^|\s)Advertisers$/);

  // Export: Enter opens the menu, Tab takes the focus into it (the arrows move to the Excel entry
  // of every selected country), Enter exports (in a new tab) and gives the focus back to the button.
  const exportButton = main.getByRole('button', { name: /Export/ });
  await walk.tabTo(exportButton);
  await walk.press('Enter');
  const excel = page.getByRole('menuitem', { name: 'Share of Voice (Excel): Argentina, Brazil', exact: true });
  await expect(excel).toBeVisible();
  await walk.press('Tab', { check: false });
  await walk.arrowTo(excel, 'ArrowDown', 8);
  const linkAnswered = page.waitForResponse(
    (response) => /\/export\/excel\?.*countries=AR&countries=BR/.test(response.url()) && response.ok(),
  );
  const fileTab = context.waitForEvent('page');
  await walk.press('Enter', { check: false });
  await linkAnswered;
  // The file's link opens in a new tab (the browser turns it into a download).
  await (await fileTab).close();
  await expect(exportButton).toBeFocused();
  await walk.expectVisibleFocus();
});

test("the gallery's cards and the Snapshots carousel are reached and named with the keyboard alone", async ({
  page,
}) => {
  await logInWithKeyboard(page);

  // The gallery: a list named Campaigns of cards named by their advertiser; a card's picture
  // opens the preview, which gives the focus back to it.
  await walk.tabTo(sidebarLink(page, 'Campaigns'));
  await walk.press('Enter');
  const main = page.getByRole('main');
  const gallery = main.getByRole('list', { name: 'Campaigns', exact: true });
  const firstCard = gallery.getByRole('listitem').first().getByRole('article');
  await expect(firstCard).toHaveAccessibleName(/\S/);
  const advertiser = await firstCard.getAttribute('aria-label');
  const cover = firstCard.getByRole('button', { name: `Preview the creative of ${advertiser}`, exact: true });
  await walk.tabTo(cover);
  await openAndEscapeDialog(page, cover);

  // The Snapshots carousel: a region announced as a carousel of named slides; the cards in view
  // are reached, the next-slide arrow brings the following ones into reach.
  await walk.tabTo(sidebarLink(page, 'Snapshots'), { backwards: true, max: 80 });
  await walk.press('Enter');
  const carousel = main.getByRole('region', { name: 'Campaigns', exact: true });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  const firstSlide = carousel.getByRole('group', { name: /^1 of \d+: / });
  await expect(firstSlide).toHaveAttribute('aria-roledescription', 'slide');
  const firstShot = firstSlide.getByRole('button', { name: /^Screenshot of / });
  await walk.tabTo(firstShot, { max: 150 });
  await openAndEscapeDialog(page, firstShot);

  await walk.tabTo(carousel.getByRole('button', { name: 'Next slide', exact: true }));
  await walk.press('Enter');
  const fifthShot = carousel.getByRole('group', { name: /^5 of \d+: / }).getByRole('button');
  await walk.tabTo(fifthShot, { backwards: true, max: 80 });
});

test('the alerts, save report and help dialogs take the focus and give it back with the keyboard alone', async ({
  page,
}) => {
  await logInWithKeyboard(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Share of Voice' })).toBeVisible();

  // Alerts, from the toolbar: Escape closes it, the focus is back on its button.
  const alerts = page.getByRole('button', { name: /Alerts$/ });
  await walk.tabTo(alerts, { max: 80 });
  await openAndEscapeDialog(page, alerts);

  // Save report, from the sidebar's menu (one Tab stop; the arrows move inside it): Enter on My
  // Reports opens its submenu, the arrows reach "Save New".
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await walk.tabTo(navigation.getByRole('menu').first(), { backwards: true, max: 80 });
  const myReports = navigation.getByRole('menuitem', { name: 'My Reports' });
  await walk.arrowTo(myReports, 'ArrowDown');
  await walk.press('Enter');
  const saveNew = navigation.getByRole('menuitem', { name: 'Save New' });
  await expect(saveNew).toBeVisible();
  await walk.arrowTo(saveNew, 'ArrowDown');
  await openAndEscapeDialog(page, saveNew);

  // Help and Support, from the sidebar.
  const help = navigation.getByRole('menuitem', { name: 'Help and Support' });
  await walk.arrowTo(help, 'ArrowDown', 12);
  await openAndEscapeDialog(page, help);
});
