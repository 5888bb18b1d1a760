import { expect, test } from '../support/suite-test';
import { prepareEnglishPage } from '../support/demo-users';
import { logInAsAnalyst } from '../support/market-views';

test.beforeEach(async ({ page }) => prepareEnglishPage(page));

// Issue 16: the dashboard draws antd from antd's prebuilt stylesheet (its zeroRuntime), so no
// component's rules are generated on the page; the suite's theme reaches it through CSS variables.
test("antd draws from its prebuilt stylesheet, in the suite's colours, light and dark, still for reduced motion", async ({
  page,
}) => {
  await logInAsAnalyst(page);
  await expect(page.getByRole('main').locator('canvas:visible').first()).toBeVisible();
  await expect(page.locator('link[rel="stylesheet"][data-precedence="antd"]')).toHaveCount(1);
  // antd's runtime rules are scoped by a hash class: `:where(.css-…)`. Only variables are written.
  const generatedRules = await page
    .locator('style')
    .evaluateAll((styles) => styles.filter((style) => style.textContent?.includes(':where(.css-')).length);
  expect(generatedRules).toBe(0);

  const selectedEntry = page.getByRole('navigation').getByRole('menuitem', { name: 'Share of Voice' });
  // The suite's blue (shared-ui/src/theme/suite-theme.ts), not antd's default #1677ff.
  await expect(selectedEntry).toHaveCSS('color', 'rgb(9, 88, 217)');
  await page.emulateMedia({ colorScheme: 'dark' });
  // Dark mode's own text blue, a component token of the menu.
  await expect(selectedEntry).toHaveCSS('color', 'rgb(105, 177, 255)');

  // The browser tests ask for reduced motion (playwright.config.ts): antd's transitions take no time.
  const transitions = () => selectedEntry.evaluate((entry) => getComputedStyle(entry).transitionDuration.split(', '));
  await expect.poll(async () => (await transitions()).every((duration) => duration === '0s')).toBe(true);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect.poll(async () => (await transitions()).some((duration) => duration !== '0s')).toBe(true);
});
