import type { CompareResponse, ExportLinkResponse } from 'shared-contracts';
import { EXPORT_MESSAGES } from '../exports/export-rules';
import { readWorkbook, sheetValues } from '../exports/export-test-helpers';
import {
  createMarketTestContext,
  RANGE,
  type MarketTestContext,
  type TestUser,
} from '../share-of-voice/market-test-helpers';

// The workbook of a comparison against the JSON answer of the same body.
let context: MarketTestContext;
let ids: number[];
const FORMULA_NAME = '=SUM(1,2)*cmd';
beforeAll(async () => {
  context = await createMarketTestContext();
  const { rows } = await context.testApp.db.query<{ id: number }>(
    `select advertiser_id as id from spots where country_code = 'AR' and date between $1::date and $2::date
     group by 1 order by count(*) desc, 1 limit 3`,
    [RANGE.since, RANGE.until],
  );
  ids = rows.map((row) => row.id);
  // A name from the market that a spreadsheet would run as a formula.
  await context.testApp.db.query('update advertisers set name = $1 where id = $2', [FORMULA_NAME, ids[1] as number]);
});
afterAll(() => context.testApp.close());

const SEARCH = ['AR', 'MX'].map((country) => ({ country, ...RANGE }));
const body = () => ({ search: SEARCH, entities: ids });
const EXCEL = '/api/v2/compare/advertisers/excel';

/** The export's link, then its file (the link is the credential: no bearer). */
async function workbookOf(url: string, payload: unknown = body(), user: TestUser = 'analyst') {
  const link = await context.post(url, payload, user);
  if (link.statusCode !== 200) throw new Error(`${link.statusCode} ${link.body}`);
  const response = await context.get(link.json<ExportLinkResponse>()._links.self.href, null);
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return { response, workbook: await readWorkbook(response.rawPayload) };
}

test('a sheet per block, each country then the total, the figures of the JSON answer', async () => {
  const { response, workbook } = await workbookOf(`${EXCEL}?lang=en`);
  const json = (await context.post('/api/v2/compare/advertisers?lang=en', body())).json<CompareResponse>();

  expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(response.headers['content-disposition']).toContain(
    `attachment; filename="compare-advertisers-${RANGE.since}-${RANGE.until}.xlsx"`,
  );
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
    'Figures',
    'Trend',
    'Formats',
    'Platforms',
    'Top publishers',
    'Latest creatives',
    'About',
  ]);

  const [header, ...rows] = sheetValues(workbook, 'Figures');
  expect(header).toEqual([
    'Country',
    'Entity',
    'Spots',
    'Share of voice (%)',
    'Share in set (%)',
    'Spend (local)',
    'Currency',
    'Spend (USD)',
    'Spend share (%)',
    'Prints',
    'pViewability (%)',
    'Campaigns',
    'New campaigns',
    'Creatives',
    'New creatives',
    'First seen',
    'Last seen',
    'Spend note',
  ]);
  const expected = [
    ...json.countries.map((column) => ({ name: column.country as string, column })),
    { name: 'Total', column: json.total },
  ].flatMap(({ name, column }) =>
    column.entities.map((figures) => [
      name,
      figures.spots,
      figures.shareOfVoice,
      figures.shareInSet,
      figures.spend?.amount,
      figures.spend?.currency,
      figures.prints,
    ]),
  );
  expect(rows.map((row) => [row[0], row[2], row[3], row[4], row[5], row[6], row[9]])).toEqual(expected);
  expect(rows.filter((row) => row[0] === 'Total').map((row) => row[6])).toEqual(['USD', 'USD', 'USD']);

  // The name that looks like a formula is text, in every sheet it is in.
  expect(rows.map((row) => row[1])).toContain(`'${FORMULA_NAME}`);
  expect(rows.map((row) => row[1])).not.toContain(FORMULA_NAME);

  const trend = sheetValues(workbook, 'Trend');
  expect(trend[0]).toEqual([
    'Country',
    'Period',
    'Entity',
    'Spots',
    'Share of voice (%)',
    'Spend (local)',
    'Currency',
    'Spend (USD)',
  ]);
  const points = [...json.countries, json.total].flatMap((column) => column.entities.flatMap((entity) => entity.trend));
  expect(trend.slice(1).map((row) => [row[1], row[3], row[4]])).toEqual(
    points.map((point) => [point.x, point.spots, point.shareOfVoice]),
  );
  expect(sheetValues(workbook, 'Formats')[0]).toEqual(['Country', 'Entity', 'Format', 'Spots', 'Share (%)']);
  expect(sheetValues(workbook, 'Platforms')[0]).toEqual(['Country', 'Entity', 'Platform', 'Spots', 'Share (%)']);
  const top = sheetValues(workbook, 'Top publishers');
  expect(top[0]).toEqual(['Country', 'Entity', 'Rank', 'Publisher', 'Spots', 'Share (%)']);
  const firstTop = json.countries[0]?.entities[0]?.top ?? [];
  expect(top.slice(1, 1 + firstTop.length).map((row) => [row[2], row[3], row[4], row[5]])).toEqual(
    firstTop.map((share, index) => [index + 1, share.label, share.spots, share.share]),
  );

  // The latest creatives as the cards say them, with no address (signed ones would expire).
  const creatives = sheetValues(workbook, 'Latest creatives');
  expect(creatives.length).toBeGreaterThan(1);
  expect(creatives.flat().some((cell) => typeof cell === 'string' && /\/api\/|https?:|viewer=/.test(cell))).toBe(false);
  const about = sheetValues(workbook, 'About').map((row) => String(row[0]));
  expect(about[0]).toBe('Compare: Advertisers');
  expect(about).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^Country: .* \(AR\)$/),
      expect.stringMatching(/^Country: .* \(MX\)$/),
      `Range: ${RANGE.since} to ${RANGE.until}`,
      `Advertisers: ${json.entities.map((entity) => entity.label).join(', ')}`,
      'Trend: one point a week',
    ]),
  );
});

test('in the language asked; without the investment or campaigns role, no spend (a note says why) and no creatives', async () => {
  // The sov user sees Argentina only.
  const search = [{ country: 'AR', ...RANGE }];
  const { workbook } = await workbookOf(`${EXCEL}?lang=es`, { search, entities: ids }, 'sov');

  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
    'Cifras',
    'Tendencia',
    'Formatos',
    'Plataformas',
    'Principales medios',
    'Acerca de',
  ]);
  const [header, ...rows] = sheetValues(workbook, 'Cifras');
  expect(header?.slice(0, 5)).toEqual(['País', 'Entidad', 'Spots', 'Cuota de voz (%)', 'Cuota en la selección (%)']);
  expect(rows.every((row) => row[5] === undefined && row[7] === undefined)).toBe(true);
  expect(new Set(rows.map((row) => row[17]))).toEqual(new Set(['La inversión necesita el rol de inversión']));
  // No column of the trend has spend: the sheet leaves its spend columns out.
  expect(sheetValues(workbook, 'Tendencia')[0]).toHaveLength(5);
});

test('refused: 401 without a token, 403 for the demo role, 400 for a bad body', async () => {
  expect((await context.post(EXCEL, body(), null)).statusCode).toBe(401);

  const demo = await context.post(EXCEL, body(), 'demo');
  expect({ status: demo.statusCode, body: demo.json<unknown>() }).toEqual({
    status: 403,
    body: { error: EXPORT_MESSAGES.demo },
  });

  const one = await context.post(EXCEL, { search: SEARCH, entities: [ids[0]] });
  expect({ status: one.statusCode, body: one.json<unknown>() }).toEqual({
    status: 400,
    body: { error: 'Compare takes 2 to 20 advertisers: choose at least 2 (1 chosen)' },
  });
  expect((await context.post(EXCEL, { search: SEARCH, entities: [ids[0], 'x'] })).statusCode).toBe(400);
  expect(
    (await context.post(EXCEL, { search: [{ ...SEARCH[0], since: '2026-13-40' }], entities: ids })).statusCode,
  ).toBe(400);
  expect((await context.post(`${EXCEL}?lang=xx`, body())).statusCode).toBe(400);
  expect((await context.post(EXCEL, body(), 'campaignOnly')).statusCode).toBe(403);
});
