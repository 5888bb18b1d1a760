import { expect, test } from '../support/suite-test';

// A remote's entry takes the federation runtime from the page, which the shell provides
// (tooling/webpack/standalone-federation-runtime-plugin.cjs). Without the shell, the remote's own
// built page must provide it, or standalone mode is lost. mf-sov's page on fixture data (`?bench`,
// the render benchmark's host: no API, no sign-in) stands for every remote: they share the preset.
const STANDALONE_SOV = 'http://127.0.0.1:3001/1.0.0/index.html?bench';

test('a remote built for federation still runs on its own page, without the shell', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.addInitScript(() => {
    const row = (id: number, label: string, percentage: number) => ({
      id,
      label,
      viewability: null,
      percentage,
      total: percentage * 10,
      prints: percentage * 100,
    });
    Object.assign(window, {
      __SOV_BENCH_DATA__: [
        {
          country: 'AR',
          tableData: [row(1, 'Banco Nova', 60), row(2, 'Andes Foods', 40)],
          pieData: [
            { type: 'Banco Nova', value: 60 },
            { type: 'Andes Foods', value: 40 },
          ],
          mediaData: [{ x: 'Banco Nova', series: 'Video ADs', value: 100 }],
          mediaCategories: ['Video ADs'],
          mediaShares: [{ type: 'Video ADs', value: 100 }],
          trendingSoV: [{ x: '2024-06-01', series: 'Banco Nova', value: 60 }],
        },
      ],
    });
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  await page.goto(STANDALONE_SOV);
  await expect(page.getByRole('heading', { name: 'Share of Voice' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Banco Nova' }).first()).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();
  // The page's own runtime comes first, and nothing is loaded from the shell.
  expect(scripts[0]).toMatch(/^\/1\.0\.0\/federation-runtime\.[0-9a-f]{8}\.js$/);
  expect(scripts.every((script) => script.startsWith('/1.0.0/'))).toBe(true);
  expect(pageErrors).toEqual([]);
});
