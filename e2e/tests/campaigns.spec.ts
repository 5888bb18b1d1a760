import { type Page, type Request, type Response } from '@playwright/test';
import { expect, test } from '../support/suite-test';
import type { Campaign, GalleryResponse, MarketSearchBody } from 'shared-contracts';
import { prepareEnglishPage } from '../support/demo-users';
import { logInAsAnalyst, productNumber, replay } from '../support/market-views';

test.beforeEach(async ({ page }) => prepareEnglishPage(page));

const isGalleryCall = (request: Request) => request.method() === 'POST' && request.url().includes('/api/v2/gallery/');

/** The gallery's answer for the search filtered by `advertiserId` (what the page then shows). */
const isGalleryOf = (advertiserId: number) => (response: Response) => {
  if (!isGalleryCall(response.request())) return false;
  const [entry] = response.request().postDataJSON() as MarketSearchBody;
  return entry?.advertisers?.length === 1 && entry.advertisers[0] === advertiserId;
};

function itemsOf(answer: GalleryResponse | GalleryResponse[]): GalleryResponse {
  const page = Array.isArray(answer) ? answer[0] : answer;
  if (!page) throw new Error('The gallery answered no page');
  return page;
}

/** Opens Campaigns and returns the page's first gallery call (the analyst's default search). */
async function openCampaigns(page: Page): Promise<Request> {
  await logInAsAnalyst(page);
  const sent = page.waitForRequest(isGalleryCall);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /^Campaigns$/ })
    .click();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Campaigns', exact: true })).toBeVisible();
  return sent;
}

/** The first campaign of `style` in the search of the page's gallery call, in pages of 50. */
async function firstOfStyle(page: Page, gallery: Request, style: string): Promise<Campaign> {
  for (let number = 1; ; number += 1) {
    const url = gallery.url().replace(/\/v2\/gallery\/\d+\/\d+/, `/v2/gallery/${number}/50`);
    const answer = itemsOf((await (await replay(page, gallery, url)).json()) as GalleryResponse);
    const campaign = answer.items.find((item) => item.style === style);
    if (campaign) return campaign;
    if (number * 50 >= answer.metadata.total) throw new Error(`No ${style} campaign in the default search`);
  }
}

/**
 * The first campaign of `style` in the default search (the market is generated from a seed, so
 * the API is asked rather than an id assumed), shown by filtering the gallery on its advertiser
 * through the advanced search. Returns the campaign and its card.
 */
async function showCampaignOfStyle(page: Page, style: string) {
  const gallery = await openCampaigns(page);
  const campaign = await firstOfStyle(page, gallery, style);

  await page.getByRole('button', { name: /Advanced search/ }).click();
  const advanced = page.getByRole('dialog', { name: 'Advanced search' });
  await advanced.getByRole('combobox', { name: 'Advertisers' }).fill(campaign.advertiser);
  await page.getByTitle(campaign.advertiser, { exact: true }).click();
  const filtered = page.waitForResponse(isGalleryOf(campaign.advertiserId));
  await advanced.getByRole('button', { name: 'Search' }).click();
  const shown = itemsOf((await (await filtered).json()) as GalleryResponse);
  const position = shown.items.findIndex((item) => item.id === campaign.id);
  expect(position, `campaign ${campaign.id} on the first page of its advertiser`).toBeGreaterThanOrEqual(0);

  const cards = page.getByRole('main').getByRole('article', { name: campaign.advertiser, exact: true });
  await expect(cards).toHaveCount(shown.items.length);
  return { campaign, card: cards.nth(position) };
}

function previewDialog(page: Page, campaign: Campaign) {
  return page.getByRole('dialog', { name: `${campaign.advertiser} · ${campaign.product}` });
}

test("a youtube creative steps from its screenshot to its video, the API's own animated creative, and back", async ({
  page,
}) => {
  const { campaign, card } = await showCampaignOfStyle(page, 'youtube-pre-roll');
  // Nothing from another host: the pre-roll plays the API's animated creative.
  // Signed for the viewer until the end of the next UTC day (docs/decisions.md, "Signed creative addresses").
  expect(campaign.creativity).toMatch(
    new RegExp(`^/api/creatives/${campaign.id}/video\\.svg\\?viewer=[\\w-]+&expires=\\d+&signature=[\\w-]+$`),
  );
  await card.getByRole('button', { name: `Preview the creative of ${campaign.advertiser}` }).click();

  const dialog = previewDialog(page, campaign);
  const counter = dialog.getByRole('status', { name: 'Step', exact: true });
  await expect(counter).toHaveText('1 / 2');
  const screenshot = dialog.getByRole('img', { name: 'Screenshot of the page where the creative was seen' });
  await expect(screenshot).toBeVisible();
  // Its signed address loads: the preview shows the image, not "Image not available".
  await expect.poll(() => screenshot.evaluate((image: HTMLImageElement) => image.naturalWidth ?? 0)).toBeGreaterThan(0);
  await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(counter).toHaveText('2 / 2');
  const player = dialog.getByRole('img', { name: 'Creativity', exact: true });
  await expect(player).toHaveAttribute('src', campaign.creativity);
  // It loaded (the browser drew the SVG) and is scaled whole into the dialog.
  await expect.poll(() => player.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(player).toHaveCSS('object-fit', 'contain');
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();

  await dialog.getByRole('button', { name: 'Previous' }).click();
  await expect(counter).toHaveText('1 / 2');
  await expect(player).toHaveCount(0);

  // Closed on its second step, the preview opens again on the first.
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(counter).toHaveText('2 / 2');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await card.getByRole('button', { name: 'Screenshot' }).click();
  await expect(counter).toHaveText('1 / 2');
});

test('a twitter creative is one step: the tweet, "1 / 1"', async ({ page }) => {
  const { campaign, card } = await showCampaignOfStyle(page, 'twitter');
  await card.getByRole('button', { name: `Preview the creative of ${campaign.advertiser}` }).click();

  const dialog = previewDialog(page, campaign);
  await expect(dialog.getByRole('status', { name: 'Step', exact: true })).toHaveText('1 / 1');
  await expect(dialog.getByRole('article', { name: 'Tweet' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test("search now on a card's advertiser applies that filter: every card is that advertiser's", async ({ page }) => {
  const gallery = await openCampaigns(page);
  const first = itemsOf((await (await gallery.response())?.json()) as GalleryResponse);
  // The advertiser with the most cards on the first page: the filter keeps them and drops the rest.
  const counts = new Map<string, number>();
  for (const item of first.items) counts.set(item.advertiser, (counts.get(item.advertiser) ?? 0) + 1);
  const [advertiser = ''] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  const campaign = first.items.find((item) => item.advertiser === advertiser);
  if (!campaign) throw new Error('The first gallery page is empty');
  expect(counts.size, 'the first page shows several advertisers').toBeGreaterThan(1);

  const main = page.getByRole('main');
  const card = main.getByRole('article', { name: advertiser, exact: true }).first();
  await card.getByRole('heading').getByRole('button', { name: advertiser, exact: true }).click();
  const filtered = page.waitForResponse(isGalleryOf(campaign.advertiserId));
  await page.getByRole('menuitem', { name: 'Search now' }).click();
  const shown = itemsOf((await (await filtered).json()) as GalleryResponse);

  await expect(
    main.getByRole('list', { name: 'Applied filters' }).getByText(`Advertisers: ${advertiser}`),
  ).toBeVisible();
  const total = productNumber(shown.metadata.total, 0);
  await expect(main.getByText(new RegExp(`^${total} campaigns?$`))).toBeVisible();
  const cards = main.getByRole('article');
  await expect(cards).toHaveCount(shown.items.length);
  expect(shown.items.length).toBeGreaterThanOrEqual(counts.get(advertiser) ?? 0);
  for (const name of await cards.evaluateAll((articles) => articles.map((a) => a.getAttribute('aria-label'))))
    expect(name).toBe(advertiser);
});

test('the grouped switch of Spots List swaps spot columns for campaign columns', async ({ page }) => {
  await logInAsAnalyst(page);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /^Spots List$/ })
    .click();
  const main = page.getByRole('main');
  const spotColumns = [
    'Date',
    'Advertiser',
    'Platform',
    'Publisher',
    'Category',
    'Format',
    'Product',
    'Industry',
    'Spots',
    'First seen',
  ];
  const campaignColumns = ['Advertiser', 'Product', 'Industry', 'Platform', 'Format', 'Spots', 'pViewability'];

  const spots = main.getByRole('table', { name: 'Spots' });
  await expect(spots.getByRole('columnheader')).toHaveText([...spotColumns, 'Actions']);
  const grouped = main.getByRole('switch', { name: 'Grouped' });
  await expect(grouped).not.toBeChecked();

  await grouped.click();
  const campaigns = main.getByRole('table', { name: 'Campaigns' });
  await expect(campaigns.getByRole('columnheader')).toHaveText([
    ...campaignColumns,
    'First seen',
    'Last seen',
    'Actions',
  ]);
  await expect(spots).toHaveCount(0);

  await grouped.click();
  await expect(spots.getByRole('columnheader')).toHaveText([...spotColumns, 'Actions']);
  // A spot's row action opens its creative in the preview, named by the spot's advertiser and product.
  const row = spots.getByRole('row').nth(1);
  const [advertiser, product] = await Promise.all([
    row.getByRole('cell').nth(spotColumns.indexOf('Advertiser')).innerText(),
    row.getByRole('cell').nth(spotColumns.indexOf('Product')).innerText(),
  ]);
  await row.getByRole('button', { name: `Preview the creative of ${advertiser}` }).click();
  const preview = page.getByRole('dialog', { name: `${advertiser} · ${product}` });
  await expect(preview.getByRole('status', { name: 'Step', exact: true })).toHaveText(/^1 \/ [12]$/);
});

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Spots List fits its page: the table scrolls inside it and its Actions column is reachable', async ({
    page,
  }) => {
    await logInAsAnalyst(page);
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /^Spots List$/ })
      .click();
    const main = page.getByRole('main');
    for (const name of ['Spots', 'Campaigns']) {
      if (name === 'Campaigns') await main.getByRole('switch', { name: 'Grouped' }).click();
      const table = main.getByRole('table', { name });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
      const section = (await main.locator('section').first().boundingBox())!;
      const actions = table.getByRole('columnheader', { name: 'Actions' });
      await actions.scrollIntoViewIfNeeded();
      const header = (await actions.boundingBox())!;
      expect(header.x + header.width, `${name}: the Actions column inside the page`).toBeLessThanOrEqual(
        section.x + section.width + 1,
      );
      await expect(table.getByRole('row').nth(1).getByRole('button').first()).toBeInViewport();
    }
  });
});
