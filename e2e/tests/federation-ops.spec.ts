import { type Page } from '@playwright/test';
import { CONTRACT_VERSION } from 'shared-contracts';
import { expect, test } from '../support/suite-test';
import { DEMO_USERS, closeWelcomeWheneverShown, logIn, prepareEnglishPage } from '../support/demo-users';
import {
  buildRemoteVersion,
  readLocalEnvironment,
  removeRemoteVersion,
  runRemotesCli,
  sovManifests,
  writeLocalEnvironment,
} from '../support/remote-builds';
import { isRunning, suitePid } from '../support/suite-processes';

// Independent deploys: a remote re-pinned with the CLI loads on the next reload (no rebuild or
// restart of the shell), a QA override changes one browser only, and a remote built for
// another contract major is refused in its own outlet. Two real builds of mf-sov, removed again.
const NEW_VERSION = '1.1.0-e2e';
const OTHER_MAJOR_VERSION = '2.0.0-e2e';
// E2E_KEEP_BUILDS=1 keeps (and reuses) the two builds between runs while working on this file.
const keepBuilds = process.env.E2E_KEEP_BUILDS === '1';

test.describe.configure({ mode: 'serial' });

let originalEnvironment = '';

test.beforeAll(async () => {
  test.setTimeout(20 * 60_000);
  originalEnvironment = readLocalEnvironment();
  const builds: Array<[string, Record<string, string>]> = [
    [NEW_VERSION, {}],
    [OTHER_MAJOR_VERSION, { SUITE_CONTRACT_VERSION: '2.0.0' }],
  ];
  const seconds = await Promise.all(
    builds.map(([version, env]) =>
      keepBuilds && runRemotesCli('list', 'local').stdout.includes(version)
        ? Promise.resolve(0)
        : buildRemoteVersion('mf-sov', version, env),
    ),
  );
  console.log(
    `built mf-sov ${NEW_VERSION} in ${seconds[0]} s and ${OTHER_MAJOR_VERSION} in ${seconds[1]} s (in parallel)`,
  );
});

test.afterAll(() => {
  if (originalEnvironment) writeLocalEnvironment(originalEnvironment);
  if (keepBuilds) return;
  removeRemoteVersion('mf-sov', NEW_VERSION);
  removeRemoteVersion('mf-sov', OTHER_MAJOR_VERSION);
});

/** English, and the welcome message (shown after login) closed whenever it is in the way. */
async function preparePage(page: Page) {
  await prepareEnglishPage(page);
  await closeWelcomeWheneverShown(page);
}

test.beforeEach(async ({ page }) => preparePage(page));

async function expectShareOfVoice(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { name: 'Share of Voice' })).toBeVisible();
}

/**
 * The diagnostics row of mf-sov (version, manifest URL, contract, load time, status), opened from
 * the super admin's account menu (the page is theirs only): a client-side navigation, so the page
 * keeps what it measured.
 */
async function sovDiagnostics(page: Page) {
  await page.getByRole('button', { name: /Sofía Admin/ }).click();
  await page.getByRole('menuitem', { name: /Diagnostics/ }).click();
  await expect(page.getByRole('heading', { name: 'Diagnostics' })).toBeVisible();
  // The remotes table's row (its manifest URL follows the version), not the canary telemetry's.
  return page.getByRole('row', { name: /^mf-sov .*http/ });
}

test('a version pinned with the CLI loads on the next reload, without rebuilding or restarting the shell', async ({
  page,
}) => {
  const shellPid = suitePid('shell');
  const manifests = sovManifests(page);
  await page.goto('/login');
  await logIn(page, DEMO_USERS.superAdmin);
  await expectShareOfVoice(page);
  expect(manifests).toEqual(['/1.0.0/mf-manifest.json']);
  const before = await sovDiagnostics(page);
  await expect(before).toContainText('1.0.0');
  await expect(before).toContainText('Loaded');

  const pinnedAt = Date.now();
  const pin = runRemotesCli('pin', 'local', 'mf-sov', NEW_VERSION);
  expect(pin.code, pin.stderr).toBe(0);
  expect(pin.stdout).toContain(`Pinned mf-sov ${NEW_VERSION} in local (was 1.0.0; contract ${CONTRACT_VERSION}).`);

  await page.goto('/dashboard/shareofvoice');
  await expectShareOfVoice(page);
  console.log(`pin + reload until the new version rendered: ${Date.now() - pinnedAt} ms`);
  expect(manifests.at(-1)).toBe(`/${NEW_VERSION}/mf-manifest.json`);
  const after = await sovDiagnostics(page);
  await expect(after).toContainText(NEW_VERSION);
  await expect(after).toContainText(`http://127.0.0.1:3001/${NEW_VERSION}/mf-manifest.json`);
  expect(suitePid('shell')).toBe(shellPid);
  expect(isRunning(shellPid)).toBe(true);

  writeLocalEnvironment(originalEnvironment);
});

test('a QA override loads another version in one browser only, until it is cleared', async ({ page, browser }) => {
  const manifests = sovManifests(page);
  await page.goto(`/login?remote-override=mf-sov@${NEW_VERSION}`);
  await expect(page).not.toHaveURL(/remote-override/);
  await logIn(page, DEMO_USERS.analyst);
  await expectShareOfVoice(page);
  const banner = page.getByRole('alert').filter({ hasText: 'Test override' });
  await expect(banner).toContainText(`Test override: mf-sov ${NEW_VERSION} (pinned 1.0.0)`);
  expect(manifests).toEqual([`/${NEW_VERSION}/mf-manifest.json`]);

  // Another browser (its own storage) keeps the pinned version.
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await preparePage(otherPage);
    const otherManifests = sovManifests(otherPage);
    await otherPage.goto('/login');
    await logIn(otherPage, DEMO_USERS.analyst);
    await expectShareOfVoice(otherPage);
    expect(otherManifests).toEqual(['/1.0.0/mf-manifest.json']);
    await expect(otherPage.getByText('Test override')).toHaveCount(0);
  } finally {
    await other.close();
  }

  // The override survives a reload (localStorage) and goes once cleared.
  await page.reload();
  await expectShareOfVoice(page);
  expect(manifests.at(-1)).toBe(`/${NEW_VERSION}/mf-manifest.json`);
  await banner.getByRole('button', { name: 'Clear override' }).click();
  await expectShareOfVoice(page);
  await expect(page.getByText('Test override')).toHaveCount(0);
  expect(manifests.at(-1)).toBe('/1.0.0/mf-manifest.json');
});

test('a build for another contract major is refused by the CLI, and in its own outlet at run time', async ({
  page,
}) => {
  const pin = runRemotesCli('pin', 'local', 'mf-sov', OTHER_MAJOR_VERSION);
  expect(pin.code).toBe(1);
  expect(pin.stderr).toContain(
    `mf-sov ${OTHER_MAJOR_VERSION} was built for contract 2.0.0; the shell uses contract ${CONTRACT_VERSION}: not pinned`,
  );
  expect(readLocalEnvironment()).toBe(originalEnvironment);

  // Loaded anyway through a QA override, the view refuses to mount and says why.
  await page.goto(`/login?remote-override=mf-sov@${OTHER_MAJOR_VERSION}`);
  await logIn(page, DEMO_USERS.superAdmin);
  const main = page.getByRole('main');
  await expect(main.getByText('This view is not compatible with this version of the dashboard')).toBeVisible();
  await expect(
    main.getByText(`The view was built for contract 2.0.0; the dashboard uses contract ${CONTRACT_VERSION}.`),
  ).toBeVisible();

  // The sidebar and the other views keep working.
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /^Real-Time Spend$/ })
    .click();
  await expect(main.getByRole('heading', { name: 'Real-Time Spend' })).toBeVisible();
  const row = await sovDiagnostics(page);
  await expect(row).toContainText(OTHER_MAJOR_VERSION);
  await expect(row).toContainText('Incompatible');
  await expect(row).toContainText('2.0.0');
});

test('the diagnostics page and its menu entry are for super admins only', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO_USERS.analyst);
  await expectShareOfVoice(page);
  await page.getByRole('button', { name: /Ana Analyst/ }).click();
  await expect(page.getByRole('menuitem', { name: /Account settings/ })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Diagnostics/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/dashboard/diagnostics');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Diagnostics' })).toHaveCount(0);
});
