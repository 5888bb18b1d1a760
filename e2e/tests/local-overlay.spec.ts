import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/suite-test';
import { DEMO_USERS, closeWelcomeWheneverShown, logIn, prepareEnglishPage } from '../support/demo-users';
import { ROOT, startExtraServer } from '../support/extra-server';

// A feature team's build overlaid on a deployed environment, for one browser (issue 53): the
// e2e run's environment (local.json, remotes on 3001–3006) with mf-sov's build served from
// another origin on this machine, as `pnpm dev` would serve it; and a production environment
// that refuses the same override.
const LOOPBACK_PORT = 4301;
const LOCAL_MANIFEST = `http://localhost:${LOOPBACK_PORT}/1.0.0/mf-manifest.json`;
const PRODUCTION_SHELL = 'http://localhost:3012';

test.describe.configure({ mode: 'serial' });

let loopbackRemote: ChildProcess | undefined;
let productionShell: ChildProcess | undefined;
let productionEnvironments = '';

test.beforeAll(async () => {
  loopbackRemote = await startExtraServer(
    'web-server/src/serve-remote.mjs',
    ['--dir', 'mf-sov/dist', '--port', String(LOOPBACK_PORT)],
    { ALLOWED_ORIGINS: 'http://localhost:3000' },
    LOCAL_MANIFEST,
  );
  // The same pins as the e2e run's environment, marked production.
  productionEnvironments = mkdtempSync(path.join(os.tmpdir(), 'e2e-environments-'));
  const local = JSON.parse(readFileSync(path.join(ROOT, 'environments', 'local.json'), 'utf8')) as object;
  writeFileSync(
    path.join(productionEnvironments, 'prod-e2e.json'),
    JSON.stringify({ ...local, name: 'prod-e2e', production: true }),
  );
  productionShell = await startExtraServer(
    'web-server/src/serve-shell.mjs',
    [],
    // The API of the suite the e2e run started (suite-server.mjs: API_PORT 3190).
    { PORT: '3012', SUITE_ENV: 'prod-e2e', ENVIRONMENTS_DIR: productionEnvironments, API_URL: 'http://127.0.0.1:3190' },
    `${PRODUCTION_SHELL}/env.json`,
  );
});

test.afterAll(() => {
  loopbackRemote?.kill();
  productionShell?.kill();
  if (productionEnvironments) rmSync(productionEnvironments, { recursive: true, force: true });
});

test.beforeEach(async ({ page }) => {
  await prepareEnglishPage(page);
  await closeWelcomeWheneverShown(page);
});

/** The sources a page's policy admits for scripts and connections. */
function policyOf(response: Response | null) {
  const policy = response?.headers()['content-security-policy'] ?? '';
  const directive = (name: string) => policy.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? '';
  return { scripts: directive('script-src'), connections: directive('connect-src') };
}

/** The manifests of mf-sov this page fetched from the loopback server. */
function loopbackManifests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === String(LOOPBACK_PORT) && url.pathname.endsWith('/mf-manifest.json')) paths.push(url.pathname);
  });
  return paths;
}

test("a build on this machine overlays one view for this browser, the page's policy admitting it only while set", async ({
  page,
}) => {
  const fetched = loopbackManifests(page);
  const origin = `http://localhost:${LOOPBACK_PORT}`;
  expect(policyOf(await page.goto('/login')).scripts).not.toContain(origin);
  await logIn(page, DEMO_USERS.superAdmin);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Share of Voice' })).toBeVisible();

  // Set from the Diagnostics page: the page reloads with the override, then forgets the parameter.
  const reloaded = page.waitForResponse((response) => response.url().includes('remote-override='));
  await page.goto('/dashboard/diagnostics');
  await page.getByLabel('Manifest URL or port').fill(LOCAL_MANIFEST);
  await page.getByRole('button', { name: 'Load from this machine' }).click();
  const withOverride = policyOf(await reloaded);
  expect(withOverride.scripts).toContain(origin);
  expect(withOverride.connections).toContain(`ws://localhost:${LOOPBACK_PORT}`);
  await expect(page).toHaveURL(/\/dashboard\/diagnostics$/);
  const banner = page.getByRole('alert').filter({ hasText: 'Test override' });
  await expect(banner).toContainText(`Test override: mf-sov from ${origin} (a build on this machine)`);
  await expect(page.getByRole('row', { name: /^mf-sov .*http/ })).toContainText('build on this machine, pinned 1.0.0');

  // The view comes from this machine, and still does after a reload (the cookie carries it).
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /^Share of Voice$/ })
    .click();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Share of Voice' })).toBeVisible();
  expect(fetched).toEqual(['/1.0.0/mf-manifest.json']);
  expect(policyOf(await page.reload()).scripts).toContain(origin);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Share of Voice' })).toBeVisible();
  expect(fetched).toHaveLength(2);

  // Cleared: the pinned build again, and the policy no longer admits this machine.
  // The page's own reload, not a frame's document (a preview or a download may load one).
  const cleared = page.waitForResponse(
    (response) => response.request().isNavigationRequest() && response.frame() === page.mainFrame(),
  );
  await banner.getByRole('button', { name: 'Clear override' }).click();
  expect(policyOf(await cleared).scripts).not.toContain(origin);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Share of Voice' })).toBeVisible();
  await expect(page.getByText('Test override')).toHaveCount(0);
  expect(fetched).toHaveLength(2);
});

test('production refuses a build on this machine and says why', async ({ page }) => {
  const answer = await page.goto(`${PRODUCTION_SHELL}/login?remote-override=mf-sov@${LOOPBACK_PORT}`);
  expect(policyOf(answer).scripts).not.toContain('localhost');
  expect(policyOf(answer).connections).not.toContain('localhost');
  const refusal = page.getByRole('alert').filter({ hasText: 'Not loaded' });
  await expect(refusal).toContainText(
    `Not loaded: mf-sov from http://localhost:${LOOPBACK_PORT} (a build on this machine)`,
  );
  await expect(refusal).toContainText('This is production, which never loads a view from a computer of its own');
  await expect(page.getByRole('button', { name: 'Clear override' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});
