import type { CompareFigures, CompareResponse } from 'shared-contracts';
import { createMarketTestContext, RANGE, sum, type MarketTestContext } from '../share-of-voice/market-test-helpers';

// The compare call against plain SQL over the spots of the test market (no rollups: 20,000 spots).
let context: MarketTestContext;
let ids: number[];
beforeAll(async () => {
  context = await createMarketTestContext();
  // Argentina's three largest advertisers of the range, the first one "mine".
  const { rows } = await context.testApp.db.query<{ id: number }>(
    `select advertiser_id as id from spots where country_code = 'AR' and date between $1::date and $2::date
     group by 1 order by count(*) desc, 1 limit 3`,
    [RANGE.since, RANGE.until],
  );
  ids = rows.map((row) => row.id);
});
afterAll(() => context.testApp.close());

const SEARCH = ['AR', 'MX'].map((country) => ({ country, ...RANGE }));
const IN_RANGE = 'country_code = $1 and date between $2::date and $3::date';

async function compare(body: unknown = { search: SEARCH, entities: ids }): Promise<CompareResponse> {
  const response = await context.post('/api/v2/compare/advertisers?lang=en', body);
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json<CompareResponse>();
}

const entityOf = (figures: readonly CompareFigures[], id: number) => {
  const found = figures.find((entity) => entity.id === id);
  if (!found) throw new Error(`no figures for ${id}`);
  return found;
};

test('each country: spots, shares of voice, spend in local currency and USD, prints and viewability are the SQL of the spots', async () => {
  const answer = await compare();

  expect(answer.entities.map((entity) => entity.id)).toEqual(ids);
  expect(answer.countries.map((column) => [column.country, column.currency])).toEqual([
    ['AR', 'ARS'],
    ['MX', 'MXN'],
  ]);
  for (const column of answer.countries) {
    const params = [column.country, RANGE.since, RANGE.until];
    const n = (sql: string, id: number) =>
      context.sqlNumber(`${sql} where ${IN_RANGE} and advertiser_id = $4`, [...params, id]);
    const all = await context.sqlNumber(`select count(*) as n from spots where ${IN_RANGE}`, params);
    const allAmount = await context.sqlNumber(`select sum(amount) as n from spots where ${IN_RANGE}`, params);
    const rate = await context.sqlNumber('select usd_rate as n from exchange_rates where currency = $1', [
      column.currency,
    ]);
    expect(column.spots).toBe(all);
    for (const id of ids) {
      const figures = entityOf(column.entities, id);
      const spots = await n('select count(*) as n from spots', id);
      const amount = await n('select coalesce(sum(amount), 0) as n from spots', id);
      expect(figures.spots).toBe(spots);
      expect(figures.shareOfVoice).toBeCloseTo((spots / all) * 100, 1);
      expect(figures.prints).toBe(await n('select coalesce(sum(prints), 0) as n from spots', id));
      expect(figures.spend?.amount).toBeCloseTo(amount, 2);
      expect(figures.spend?.usd).toBeCloseTo(amount / rate, 1);
      expect(figures.spend?.share).toBeCloseTo((amount / allAmount) * 100, 1);
      if (spots > 0) {
        expect(figures.pViewability).toBeCloseTo(await n('select avg(viewability) as n from spots', id), 1);
      }
    }
    expect(sum(column.entities.map((entity) => entity.shareInSet))).toBeCloseTo(100, 5);
  }
});

test('campaigns, creatives and what is new; first and last day seen over the whole market', async () => {
  const [ar] = (await compare()).countries;
  if (!ar) throw new Error('no AR column');
  const params = ['AR', RANGE.since, RANGE.until];
  for (const id of ids) {
    const figures = entityOf(ar.entities, id);
    const campaigns = await context.testApp.db.query<{ campaign_id: number; first_seen: string }>(
      `select s.campaign_id, (select min(f.date) from spots f where f.campaign_id = s.campaign_id and f.country_code = $1)::text as first_seen
       from spots s where ${IN_RANGE} and advertiser_id = $4 group by 1`,
      [...params, id],
    );
    expect(figures.campaigns.total).toBe(campaigns.rows.length);
    expect(figures.campaigns.new).toBe(campaigns.rows.filter((row) => row.first_seen >= RANGE.since).length);
    expect(figures.creatives.total).toBe(
      await context.sqlNumber(
        `select count(distinct c.creativity) as n from spots s join campaigns c on c.id = s.campaign_id
         where s.country_code = $1 and s.date between $2::date and $3::date and s.advertiser_id = $4`,
        [...params, id],
      ),
    );
    const seen = await context.testApp.db.query<{ first: string; last: string }>(
      `select min(date)::text as first, max(date)::text as last from spots where country_code = 'AR' and advertiser_id = $1`,
      [id],
    );
    expect([figures.firstSeen, figures.lastSeen]).toEqual([seen.rows[0]?.first, seen.rows[0]?.last]);
  }
});

test('mixes, top publishers and the weekly trend add up to the entity, and match SQL', async () => {
  const answer = await compare();
  // 45 days: more than a month, up to six: weeks.
  expect(answer.grain).toBe('week');
  expect(answer.topOf).toBe('publishers');
  const ar = answer.countries[0];
  const mine = entityOf(ar?.entities ?? [], ids[0] as number);
  expect(sum(mine.formats.map((part) => part.spots))).toBe(mine.spots);
  expect(sum(mine.platforms.map((part) => part.spots))).toBe(mine.spots);
  expect(sum(mine.formats.map((part) => part.share))).toBeCloseTo(100, 5);
  const params = ['AR', RANGE.since, RANGE.until, ids[0] as number];
  const { rows } = await context.testApp.db.query<{ id: number; spots: number }>(
    `select publisher_id as id, count(*)::int as spots from spots where ${IN_RANGE} and advertiser_id = $4
     group by 1 order by 2 desc, 1 limit 5`,
    params,
  );
  expect(mine.top.map((row) => row.spots)).toEqual(rows.map((row) => row.spots));
  expect(mine.top.length).toBeLessThanOrEqual(5);

  // One point per week, the first on the range's first day, the others on Mondays.
  expect(mine.trend[0]?.x).toBe(RANGE.since);
  expect(mine.trend.slice(1).every((point) => new Date(`${point.x}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
  expect(sum(mine.trend.map((point) => point.spots))).toBe(mine.spots);
  expect(sum(mine.trend.map((point) => point.spend?.amount ?? 0))).toBeCloseTo(mine.spend?.amount ?? Number.NaN, 1);
  const week = mine.trend.find((point) => point.spots > 0);
  if (!week) throw new Error('no week with spots');
  const weekEnd = mine.trend[mine.trend.indexOf(week) + 1]?.x ?? '9999-12-31';
  const weekAll = await context.sqlNumber(
    `select count(*) as n from spots where country_code = 'AR' and date >= $1::date and date < $2::date and date <= $3::date`,
    [week.x, weekEnd, RANGE.until],
  );
  expect(week.shareOfVoice).toBeCloseTo((week.spots / weekAll) * 100, 1);
});

test('the total sums the countries: spots, shares of the summed market, spend in USD', async () => {
  const answer = await compare();
  const [ar, mx] = answer.countries;
  expect(answer.total.spots).toBe((ar?.spots ?? 0) + (mx?.spots ?? 0));
  for (const id of ids) {
    const total = entityOf(answer.total.entities, id);
    const parts = [ar, mx].map((column) => entityOf(column?.entities ?? [], id));
    expect(total.spots).toBe(sum(parts.map((part) => part.spots)));
    expect(total.shareOfVoice).toBeCloseTo((total.spots / answer.total.spots) * 100, 2);
    expect(total.spend?.currency).toBe('USD');
    expect(total.spend?.usd).toBeCloseTo(sum(parts.map((part) => part.spend?.usd ?? 0)), 1);
    expect(total.campaigns.total).toBeLessThanOrEqual(sum(parts.map((part) => part.campaigns.total)));
  }
});

test('the filter on the compared dimension is ignored; the other filters apply', async () => {
  const plain = await compare();
  const filtered = await compare({
    search: SEARCH.map((entry) => ({ ...entry, advertisers: [ids[0]] })),
    entities: ids,
  });
  expect(filtered).toEqual(plain);

  const desktop = await compare({ search: SEARCH.map((entry) => ({ ...entry, platforms: [1] })), entities: ids });
  const mine = entityOf(desktop.countries[0]?.entities ?? [], ids[0] as number);
  expect(mine.spots).toBe(
    await context.sqlNumber(
      `select count(*) as n from spots where ${IN_RANGE} and advertiser_id = $4 and platform_id = 1`,
      ['AR', RANGE.since, RANGE.until, ids[0] as number],
    ),
  );
  expect(mine.platforms.map((part) => part.id)).toEqual(mine.spots > 0 ? [1] : []);
});

test("the latest creatives: each entity's last seen first, as gallery cards with signed addresses", async () => {
  const [ar] = (await compare()).countries;
  const mine = entityOf(ar?.entities ?? [], ids[0] as number);
  const cards = mine.latestCreatives ?? [];
  expect(cards.length).toBeGreaterThan(0);
  expect(cards.length).toBeLessThanOrEqual(3);
  expect(cards.map((card) => card.lastSeenDate)).toEqual([...cards.map((card) => card.lastSeenDate)].sort().reverse());
  const last = await context.testApp.db.query<{ day: string }>(
    `select max(date)::text as day from spots where ${IN_RANGE} and advertiser_id = $4`,
    ['AR', RANGE.since, RANGE.until, ids[0] as number],
  );
  expect(cards[0]?.lastSeenDate).toBe(last.rows[0]?.day);
  const signed = /^\/api\/creatives\/\d+\/[a-z0-9-]+\.svg\?viewer=[^&]+&expires=\d+&signature=/;
  for (const card of cards) {
    expect(card.advertiserId).toBe(ids[0]);
    for (const address of [card.creativity, card.lastSeenScreenshot]) {
      if (address.startsWith('/api/creatives/')) expect(address).toMatch(signed);
    }
  }
  // A signed address opens without a token, as the gallery's do.
  const image = await context.get((cards[0] as { lastSeenScreenshot: string }).lastSeenScreenshot, null);
  expect(image.statusCode).toBe(200);
});
