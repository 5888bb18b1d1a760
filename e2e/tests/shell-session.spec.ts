import { type Page } from '@playwright/test';
import { expect, test } from '../support/suite-test';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  logIn,
  logInPastWelcome,
  passWelcome,
  prepareEnglishPage,
} from '../support/demo-users';
import { createAccount } from '../support/new-accounts';
import { pickByPointer } from '../support/select-option';

// The shell's session, frame and dialogs (issue "Shell: all of spec 1", part A).

const DATA_PAGES = ['Home', 'Real-Time Spend', 'Share of Voice', 'Spots List', 'Campaigns', 'Snapshots', 'Compare'];
const FRAME_LINKS = ['Export report', 'Account', 'E-mail support'];

async function logInAndPassWelcome(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await logInPastWelcome(page, email);
}

test.describe('with English texts', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('suite.language', 'en'));
  });

  test('a session whose token cannot be renewed shows the session-expired dialog, whose Ok goes to login', async ({
    page,
    context,
  }) => {
    await page.clock.install();
    await logInAndPassWelcome(page, DEMO_USERS.analyst);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Share of Voice' })).toBeVisible();

    // The refresh cookie goes, then the clock passes the renewal time (a minute before exp).
    await context.clearCookies();
    await page.clock.fastForward('15:00');
    const expired = page.getByRole('dialog').filter({ hasText: 'Your session has expired' });
    await expect(expired).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/shareofvoice$/);
    await expired.getByRole('button', { name: 'Ok' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
  });

  const USERS = [
    { email: DEMO_USERS.superAdmin, pages: DATA_PAGES, refused: [] },
    { email: DEMO_USERS.analyst, pages: DATA_PAGES, refused: [] },
    { email: DEMO_USERS.demo, pages: DATA_PAGES, refused: [] },
    { email: DEMO_USERS.withoutAudiences, pages: DATA_PAGES, refused: [] },
    {
      email: DEMO_USERS.shareOfVoiceOnly,
      pages: ['Home', 'Share of Voice', 'Snapshots', 'Compare'],
      refused: ['/dashboard/investment', '/dashboard/campaigns', '/dashboard/spotslist'],
    },
  ];

  for (const user of USERS) {
    test(`${user.email} sees exactly the entries and pages its roles allow`, async ({ page }) => {
      await logInAndPassWelcome(page, user.email);
      const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(sidebar.getByRole('link')).toHaveText([...user.pages, ...FRAME_LINKS]);
      for (const entry of ['My Reports', 'Help and Support', 'Log Out']) {
        await expect(sidebar.getByRole('menuitem', { name: entry })).toBeVisible();
      }
      for (const path of user.refused) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/404$/);
        await expect(page.getByText('Page not found')).toBeVisible();
      }
    });
  }

  test('a help ticket sent from the sidebar, a file attached, is stored by the API', async ({ page, request }) => {
    await logInAndPassWelcome(page, DEMO_USERS.analyst);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Help and Support').click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Fields marked with * are required.' });
    const title = `Export question ${Date.now()}`;
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Message', { exact: true }).fill('How do I export the Snapshots table?');
    await pickByPointer(
      dialog.getByLabel('Message type', { exact: true }),
      page.getByTitle('Reports', { exact: true }),
      // The select's own value (its title), not the screen readers' announcement of the same text.
      dialog.getByTitle('Reports', { exact: true }),
    );
    // The file field is antd's Upload, which the page's antd loads on its first render (no page
    // draws it as it opens: shared-ui/src/antd-share).
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      dialog.getByRole('button', { name: 'Attach a file' }).click(),
    ]);
    await chooser.setFiles({ name: 'export-question.csv', mimeType: 'text/csv', buffer: Buffer.from('CL,12\n') });
    await expect(dialog.getByText('export-question.csv')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send' }).click();

    const sent = page.getByText(/Your ticket #\d+ was sent/);
    await expect(sent).toBeVisible();
    const id = /#(\d+)/.exec((await sent.textContent()) ?? '')?.[1];
    expect(id).toBeDefined();
    await expect(dialog).toBeHidden();

    const login = await request.post('/api/login', { data: { username: DEMO_USERS.analyst, password: DEMO_PASSWORD } });
    const { token } = (await login.json()) as { token: string };
    const ticket = await request.get(`/api/v2/help/tickets/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(ticket.ok()).toBe(true);
    expect(await ticket.json()).toMatchObject({
      title,
      email: DEMO_USERS.analyst,
      name: 'Ana Analyst',
      messageType: 'reports',
      file: { name: 'export-question.csv', mimeType: 'text/csv', size: 6 },
    });
  });
});

test('switching the language changes the texts, on the login page and in the dashboard', async ({ page }) => {
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('suite.language')) window.localStorage.setItem('suite.language', 'en');
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Español' });
  await expect(page.getByRole('heading', { name: 'Ingresá a tu cuenta' })).toBeVisible();

  await page.getByLabel('Correo electrónico').fill(DEMO_USERS.analyst);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/dashboard\//);
  await passWelcome(page);
  const sidebar = page.getByRole('navigation', { name: 'Navegación principal' });
  for (const entry of ['Inicio', 'Exportar reporte', 'Cuenta']) {
    await expect(sidebar.getByRole('link', { name: entry })).toBeVisible();
  }
  await expect(sidebar.getByRole('menuitem', { name: 'Ayuda y soporte' })).toBeVisible();
});

test('a logged-out visit to /login leaves the console clean (no session is no error)', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const renewal = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh'));
  await page.goto('/login');
  // The silent renewal still asks (a refresh cookie is HttpOnly: only the server can tell), and hears 204.
  expect((await renewal).status()).toBe(204);
  await expect(page.getByRole('button', { name: /log in|sign in|iniciar|entrar/i })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

/** The calls that answer market data (figures, names, freshness): none before the terms are accepted. */
const MARKET_CALL = /^\/api\/v2\/(sov|soi|snapshots|spots|gallery|campaigns|autocomplete|list|data-as-of|audiences)\b/;

test('before the terms are accepted the page asks for no market data; accepting them draws the view', async ({
  page,
  request,
}) => {
  await prepareEnglishPage(page);
  const { email } = await createAccount(request, 'consent', { countries: ['AR'], termsAccepted: false });
  const marketCalls: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (MARKET_CALL.test(pathname)) marketCalls.push(pathname);
  });
  await page.goto('/login');
  await logIn(page, email, DEMO_PASSWORD);
  const terms = page.getByRole('dialog').filter({ hasText: 'Terms of use' });
  await expect(terms).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(marketCalls).toEqual([]);

  // Accepts the terms, then closes the welcome message.
  await passWelcome(page);
  await expect(page.getByRole('main').locator('canvas:visible').first()).toBeVisible();
  expect(marketCalls.some((pathname) => pathname.startsWith('/api/v2/sov/'))).toBe(true);
});

test('a reload of a dashboard page shows its frame before the app starts, then the view under one title', async ({
  page,
}) => {
  await prepareEnglishPage(page);
  await page.goto('/login');
  await logInPastWelcome(page, DEMO_USERS.analyst);
  const viewTitle = page.getByRole('main').getByRole('heading', { level: 1, name: 'Share of Voice' });
  await expect(viewTitle).toBeVisible();

  // The environment file held: the app cannot start without it, and the frame must show already.
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/env.json', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Share of Voice' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading your session…' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(0);

  release();
  await expect(viewTitle).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Share of Voice' })).toHaveCount(1);
  await expect(page.getByRole('status', { name: 'Loading your session…' })).toHaveCount(0);
});
