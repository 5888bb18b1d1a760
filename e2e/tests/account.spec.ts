import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/suite-test';
import {
  type AdminCreateMessageRequest,
  type Alert,
  type AlertRequest,
  type CreateReportRequest,
  type SavedReport,
} from 'shared-contracts';
import { DEMO_PASSWORD, DEMO_USERS, logIn, logInPastWelcome, prepareEnglishPage } from '../support/demo-users';
import { bearer, createAccount as createNewAccount, tokenOf, type NewAccount } from '../support/new-accounts';

// The account page (issue #9). Each test makes its own user through the super admin's
// POST /v2/admin/users: names and passwords change here, and the demo users are shared by the
// other tests of the suite.

const START_PASSWORD = 'start1234';

/** A new user (terms accepted) with the name Acme Tester, unique to this test. */
const createAccount = (request: APIRequestContext, label: string) =>
  createNewAccount(request, `account-${label}`, { password: START_PASSWORD });

async function openAccountPage(page: Page, account: NewAccount): Promise<void> {
  await page.goto('/login');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard\//);
  await page.goto('/dashboard/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await prepareEnglishPage(page);
});

test('a new name is saved and shows in the top bar’s account menu', async ({ page, request }) => {
  const account = await createAccount(request, 'name');
  await openAccountPage(page, account);
  await expect(page.getByRole('button', { name: /Acme Tester/ })).toBeVisible();

  await page.getByRole('tab', { name: 'Security' }).click();
  const names = page.getByRole('form', { name: 'Name and surname' });
  await expect(names.getByLabel('Name', { exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await names.getByLabel('Name', { exact: true }).fill('Renata');
  await names.getByLabel('Surname').fill('Renamed');
  await names.getByLabel('Current password').fill(account.password);
  await names.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Your name and surname were saved.')).toBeVisible();
  await expect(names.getByLabel('Name', { exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: /Renata Renamed/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Renata Renamed' })).toBeVisible();
  // And after a reload: the name is the server's, not only the page's.
  await page.reload();
  await expect(page.getByRole('button', { name: /Renata Renamed/ })).toBeVisible();
});

test('a changed password logs out, the login page says so, and the new one logs in', async ({ page, request }) => {
  const account = await createAccount(request, 'password');
  await openAccountPage(page, account);
  await page.getByRole('tab', { name: 'Security' }).click();
  const form = page.getByRole('form', { name: 'Change password' });
  const submit = form.getByRole('button', { name: 'Change password' });

  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill('brand-new-1');
  await expect(submit).toBeDisabled();
  await form.getByLabel('Repeat the new password').fill('brand-new-1');
  await submit.click();
  await expect(form.getByText('This is not your current password!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/account$/);

  await form.getByLabel('Current password').fill(account.password);
  await submit.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password was changed. Log in with the new one.').first()).toBeVisible();

  await logIn(page, account.email, account.password);
  await expect(page.getByText('Something is wrong with your email and password!')).toBeVisible();
  await logInPastWelcome(page, account.email, 'brand-new-1');
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
});

test.describe('a hostile message', () => {
  // Parsing the message to sanitise it meets its <img onerror>: the page's policy refuses that
  // handler as well, which is expected here and nowhere else.
  test.use({ expectedCspViolations: [/Executing inline event handler/] });

  test('a message with a script and an event handler shows its text and runs nothing', async ({ page, request }) => {
    const account = await createAccount(request, 'message');
    const admin = await tokenOf(request, DEMO_USERS.superAdmin, DEMO_PASSWORD);
    const hostile: AdminCreateMessageRequest = {
      name: 'Hostile notice',
      html:
        '<p>Visible words</p><script>window.__hacked = "script"</script>' +
        '<img src="/nothing.png" onerror="window.__hacked = \'img\'">' +
        '<p onmouseover="window.__hacked = \'hover\'">Hover me</p>',
      enabled: false,
      username: account.email,
    };
    const created = await request.post('/api/v2/admin/messages', { headers: bearer(admin), data: hostile });
    expect(created.status()).toBe(201);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await openAccountPage(page, account);
    await page.getByRole('tab', { name: 'Messages' }).click();
    const list = page.getByRole('region', { name: 'Your messages' });
    const message = list.getByRole('article', { name: 'Hostile notice' });
    await expect(message).toContainText('Visible words');
    await message.getByText('Hover me').hover();
    await expect(message.locator('script, img, [onerror], [onmouseover]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __hacked?: unknown }).__hacked)).toBeUndefined();
    expect(dialogs).toEqual([]);
    // docs/product.md#account-page: at most 435 px high.
    const height = await list.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(435);
  });
});

test('toggling, editing (shell dialog) and deleting a report changes it on the server', async ({ page, request }) => {
  const account = await createAccount(request, 'reports');
  const token = await tokenOf(request, account.email, account.password);
  const report: CreateReportRequest = {
    name: 'E2E weekly',
    frequency: 'weekly',
    formats: ['sov_excel'],
    parameters: { country: 'AR', page: '1', countries: ['AR'] },
  };
  expect((await request.post('/api/v2/reports', { headers: bearer(token), data: report })).status()).toBe(201);
  const serverReports = async () =>
    (await (await request.get('/api/v2/reports', { headers: bearer(token) })).json()) as SavedReport[];

  await openAccountPage(page, account);
  const table = page.getByRole('table').filter({ hasText: 'E2E weekly' });
  const toggle = table.getByRole('switch', { name: 'Send E2E weekly' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect.poll(async () => (await serverReports()).map((saved) => saved.enabled)).toEqual([false]);

  // Edit is the shell's dialog; its save reloads this table (reports:changed).
  await table.getByRole('button', { name: 'Edit E2E weekly' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit report' });
  await dialog.getByLabel('Name').fill('E2E monthly');
  await dialog.getByLabel('Monthly').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  const edited = page.getByRole('table').getByRole('row', { name: /E2E monthly/ });
  await expect(edited).toContainText('Monthly');
  await expect.poll(async () => (await serverReports()).map((saved) => saved.frequency)).toEqual(['monthly']);

  await edited.getByRole('button', { name: 'Delete E2E monthly' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The report E2E monthly was deleted.')).toBeVisible();
  await expect(page.getByText('E2E monthly', { exact: true })).toHaveCount(0);
  await expect.poll(async () => (await serverReports()).length).toBe(0);
});

test('an alert is deleted through the shell’s alerts dialog, asked once, and the server agrees', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'alerts');
  const token = await tokenOf(request, account.email, account.password);
  const alert: AlertRequest = { name: 'E2E rivals', advertisers: [{ id: 1, label: 'Rival One', value: '1' }] };
  expect((await request.post('/api/v2/alerts', { headers: bearer(token), data: alert })).status()).toBe(201);
  const serverAlerts = async () =>
    (await (await request.get('/api/v2/alerts', { headers: bearer(token) })).json()) as Alert[];

  await openAccountPage(page, account);
  const row = page.getByRole('table', { name: 'Alerts' }).getByRole('row', { name: /E2E rivals/ });
  await expect(row).toContainText('Rival One');
  await row.getByRole('button', { name: 'Delete E2E rivals' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alerts' });
  await expect(dialog).toContainText('Delete the alert E2E rivals?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The alert "E2E rivals" was deleted.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Alerts' })).not.toContainText('E2E rivals');
  await expect.poll(async () => (await serverAlerts()).length).toBe(0);
});

test('the language picked on the profile card switches the whole suite and is kept', async ({ page }) => {
  // Only this browser's storage changes: a shared demo user is safe here.
  await page.goto('/login');
  await logInPastWelcome(page, DEMO_USERS.analyst);
  await page.goto('/dashboard/account');
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByTitle('Português').click();

  await expect(page.getByRole('heading', { level: 1, name: 'Conta' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(sidebar.getByRole('link', { name: 'Início' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('suite.language'))).toBe('pt');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt');
});

test('a fifth advertiser on an alert is not added, and the dialog says why', async ({ page, request }) => {
  const account = await createAccount(request, 'alert-limit');
  const token = await tokenOf(request, account.email, account.password);
  const four = [1, 2, 3, 4].map((id) => ({ id, label: `Rival ${id}`, value: String(id) }));
  const alert: AlertRequest = { name: 'E2E four rivals', advertisers: four };
  expect((await request.post('/api/v2/alerts', { headers: bearer(token), data: alert })).status()).toBe(201);
  // A name the advertisers autocomplete finds, to type as a customer would.
  let fifth: string | undefined;
  for (const q of ['co', 'an', 'ar', 'ma', 'er']) {
    const found = (await (
      await request.get(`/api/v2/autocomplete/advertisers?q=${q}&country=`, { headers: bearer(token) })
    ).json()) as { results: { id: number; text: string }[] };
    fifth = found.results.find((result) => result.id > 4)?.text;
    if (fifth) break;
  }
  if (!fifth) throw new Error('the advertisers autocomplete found nothing to pick');

  await openAccountPage(page, account);
  await page.getByRole('button', { name: 'Edit E2E four rivals' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alerts' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('E2E four rivals');
  await dialog.getByRole('combobox', { name: 'Advertisers' }).pressSequentially(fifth.slice(0, 4));
  await page.getByTitle(fifth, { exact: true }).click();
  await expect(dialog.getByText('An alert can follow up to 4 advertisers: remove one to add another.')).toBeVisible();
  for (const rival of four) await expect(dialog.getByText(rival.label, { exact: true })).toBeVisible();
  await expect(dialog.getByText(fifth, { exact: true })).toHaveCount(0);
});
