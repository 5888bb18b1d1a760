import { expect, test } from '../support/suite-test';
import { DEMO_USERS, closeWelcomeWheneverShown, logIn, prepareEnglishPage } from '../support/demo-users';
import { killSuiteProcess, waitForRestart } from '../support/suite-processes';

const CAMPAIGNS_MANIFEST = 'http://127.0.0.1:3004/1.0.0/mf-manifest.json';

test('a remote server that dies takes only its page down, comes back by itself, and Retry loads it', async ({
  page,
}) => {
  await prepareEnglishPage(page);
  await closeWelcomeWheneverShown(page);
  // With the browser's data saver on, the tab does not load the other views' code at idle moments
  // (shell: warm-when-idle.ts), so Campaigns still needs its server when it is opened: a view
  // loaded before its server died would keep working.
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
  );
  await page.goto('/login');
  await logIn(page, DEMO_USERS.analyst);
  const main = page.getByRole('main');
  const sidebar = page.getByRole('navigation');
  await expect(main.getByRole('heading', { name: 'Share of Voice' })).toBeVisible();

  // The server crashes; while the start command waits out its back-off (12 s in this run, see
  // playwright.config.ts), the page cannot load.
  const killedPid = killSuiteProcess('mf-campaigns');
  await sidebar.getByRole('link', { name: /^Campaigns$/ }).click();
  await expect(main.getByText(/could not be loaded/i)).toBeVisible();
  await expect(main.getByRole('button', { name: /retry/i })).toBeVisible();

  // The shell and the other views keep working meanwhile.
  await sidebar.getByRole('link', { name: /^Real-Time Spend$/ }).click();
  await expect(main.getByRole('heading', { name: 'Real-Time Spend' })).toBeVisible();
  await sidebar.getByRole('link', { name: /^Campaigns$/ }).click();
  await expect(main.getByRole('button', { name: /retry/i })).toBeVisible();

  // The start command brings the server back (a new process), and Retry loads the view.
  const newPid = await waitForRestart('mf-campaigns', killedPid, CAMPAIGNS_MANIFEST);
  expect(newPid).not.toBe(killedPid);
  await main.getByRole('button', { name: /retry/i }).click();
  await expect(main.getByRole('heading', { name: 'Campaigns' })).toBeVisible();
});
