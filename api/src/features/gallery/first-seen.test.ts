import type { Campaign, GalleryResponse, SpotsListResponse } from 'shared-contracts';
import type { SqlParam } from '../../db/database';
import { createTestApp, logIn, type TestApp } from '../../testing/test-app';
import { seedMarketIfEmpty } from '../market-generator/seed-market';

// Over the generator's market: its campaigns run in several countries and for months, so a
// campaign's first day in a country differs from its first day anywhere and from the first day
// of a search. Expectations are computed with SQL over the same rows.
let testApp: TestApp;
let token = '';
let period = { country: '', since: '', until: '' };
/** The period with filters that leave out some of its campaigns' spots. */
let filtered: typeof period & { sources: number[]; excludedPublishers: number[] };
/** Each campaign's first spot in the period's country, whatever the range and filters. */
let firstDays = new Map<number, string>();

beforeAll(async () => {
  testApp = await createTestApp();
  await seedMarketIfEmpty(testApp.db, { spots: 4000, seed: 7, until: '2024-06-30', advertisers: 30 });
  token = (await logIn(testApp.app, 'superadmin@demo.test')).token;
  // The country and month where most campaigns arrived after starting in another country.
  const top = await one<{ country: string; month: string }>(
    `with arrivals as (
       select s.country_code as country, date_trunc('month', min(s.date)) as month
       from spots s join campaigns c on c.id = s.campaign_id
       group by s.campaign_id, s.country_code, c.first_seen having min(s.date) > c.first_seen
     )
     select country, to_char(month, 'YYYY-MM-DD') as month from arrivals
     group by country, month order by count(*) desc, 1, 2 limit 1`,
  );
  const until = await one<{ day: string }>(
    `select to_char(($1::date + interval '1 month' - interval '1 day'), 'YYYY-MM-DD') as day`,
    [top.month],
  );
  period = { country: top.country, since: top.month, until: until.day };
  const publisher = await one<{ id: number }>(
    `select publisher_id as id from spots where ${IN_PERIOD} group by 1 order by count(*) desc, 1 limit 1`,
    periodParams(),
  );
  filtered = { ...period, sources: [1, 2], excludedPublishers: [publisher.id] };
  const { rows } = await testApp.db.query<{ id: number; day: string }>(
    `select campaign_id as id, to_char(min(date), 'YYYY-MM-DD') as day from spots where country_code = $1 group by 1`,
    [period.country],
  );
  firstDays = new Map(rows.map((row) => [row.id, row.day]));
});
afterAll(() => testApp.close());

const IN_PERIOD = 'country_code = $1 and date between $2::date and $3::date';
/** The filters of `filtered` in SQL, after IN_PERIOD's parameters. */
const FILTERS = 'source_id = any($4::int[]) and publisher_id <> all($5::int[])';
const periodParams = () => [period.country, period.since, period.until];
const filteredParams = () => [...periodParams(), filtered.sources, filtered.excludedPublishers];

async function one<Row>(sql: string, params: SqlParam[] = []): Promise<Row> {
  const { rows } = await testApp.db.query<Row>(sql, params);
  if (!rows[0]) throw new Error(`No row for ${sql}`);
  return rows[0];
}

const post = (url: string, payload: unknown) =>
  testApp.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { authorization: `Bearer ${token}` },
  });

/** Every card of a gallery search, page after page of 50. */
async function everyCard(query: string, search: object): Promise<Campaign[]> {
  const cards: Campaign[] = [];
  for (let page = 1; ; page += 1) {
    const body = (await post(`/api/v2/gallery/${page}/50?${query}`, [search])).json<GalleryResponse>();
    cards.push(...body.items);
    if (body.items.length < 50) return cards;
  }
}

describe("a campaign's first day seen in the search's country", () => {
  test('a card shows the first day in the country, even when it began before the period or on filtered-out spots', async () => {
    const cards = await everyCard('unique=0', filtered);
    const { rows } = await testApp.db.query<{ id: number; first_kept: string }>(
      // The campaigns of the search, and each one's first day over the spots the filters keep, at any date.
      `select campaign_id as id, to_char(min(date), 'YYYY-MM-DD') as first_kept from spots
       where country_code = $1 and ${FILTERS}
         and campaign_id in (select campaign_id from spots where ${IN_PERIOD} and ${FILTERS})
       group by 1`,
      filteredParams(),
    );

    expect(cards.map((card) => card.id).sort()).toEqual(rows.map((row) => row.id).sort());
    for (const card of cards) expect(card.firstSeenDate).toBe(firstDays.get(card.id));
    // The search would have moved them: campaigns older than the period, and first seen on spots the filters drop.
    expect(cards.some((card) => card.firstSeenDate < period.since)).toBe(true);
    const keptFirst = new Map(rows.map((row) => [row.id, row.first_kept]));
    expect(cards.some((card) => card.firstSeenDate < (keptFirst.get(card.id) ?? ''))).toBe(true);
  });

  test("it is the campaigns table's first_seen for a campaign seen in that country alone, and never earlier", async () => {
    const cards = await everyCard('unique=0', period);
    const { rows } = await testApp.db.query<{ id: number; first_seen: string; countries: number }>(
      `select c.id, to_char(c.first_seen, 'YYYY-MM-DD') as first_seen, count(distinct s.country_code)::int as countries
       from campaigns c join spots s on s.campaign_id = c.id group by 1, 2`,
    );
    const campaigns = new Map(rows.map((row) => [row.id, row]));

    for (const card of cards) {
      const campaign = campaigns.get(card.id);
      expect(card.firstSeenDate >= (campaign?.first_seen ?? '')).toBe(true);
      if (campaign?.countries === 1) expect(card.firstSeenDate).toBe(campaign.first_seen);
    }
    // Campaigns that started in another country show the day they reached this one.
    expect(cards.some((card) => card.firstSeenDate > (campaigns.get(card.id)?.first_seen ?? ''))).toBe(true);
  });

  test('sort=firstSeen shows the campaigns first seen most recently first', async () => {
    const page = (await post('/api/v2/gallery/1/50?sort=firstSeen', [period])).json<GalleryResponse>();
    const { rows } = await testApp.db.query<{ id: number; spots: number }>(
      `select campaign_id as id, count(*)::int as spots from spots where ${IN_PERIOD} group by 1`,
      periodParams(),
    );
    // Newest first; the same day by spots, then by id, as the page is stable.
    const expected = rows
      .map((row) => ({ id: row.id, first: firstDays.get(row.id) ?? '', spots: row.spots }))
      .sort((a, b) => b.first.localeCompare(a.first) || b.spots - a.spots || a.id - b.id)
      .slice(0, 50);

    expect(page.metadata.total).toBe(rows.length);
    expect(page.items.map((card) => card.id)).toEqual(expected.map((campaign) => campaign.id));
    expect(page.items[0]?.firstSeenDate).toBe(expected[0]?.first);
  });

  test('newInPeriod=1 shows exactly the campaigns first seen within the period, filters applied', async () => {
    const cards = await everyCard('newInPeriod=1', filtered);
    const { rows } = await testApp.db.query<{ id: number }>(
      `select distinct campaign_id as id from spots where ${IN_PERIOD} and ${FILTERS}`,
      filteredParams(),
    );
    const expected = rows
      .map((row) => row.id)
      .filter((id) => (firstDays.get(id) ?? '') >= period.since && (firstDays.get(id) ?? '') <= period.until);
    const total = (await post('/api/v2/gallery/1/15?newInPeriod=1', [filtered])).json<GalleryResponse>();

    // Some campaigns of the period are new, not all of them.
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(rows.length);
    expect(cards.map((card) => card.id).sort()).toEqual(expected.sort());
    expect(total.metadata.total).toBe(expected.length);
  });

  test('Spots List rows, grouped rows and the campaign record show the same first day seen', async () => {
    const spots = (await post('/api/v2/spots/1/100', [filtered])).json<SpotsListResponse>();
    const grouped = (await post('/api/v2/spots/1/50?grouped=1', [filtered])).json<GalleryResponse>();
    const [card] = grouped.items;
    const record = (await post(`/api/v2/campaigns/${card?.id}`, [filtered])).json<Campaign>();

    expect(spots.items.length).toBeGreaterThan(0);
    for (const row of spots.items) expect(row.firstSeenDate).toBe(firstDays.get(row.campaignId));
    for (const row of grouped.items) expect(row.firstSeenDate).toBe(firstDays.get(row.id));
    expect(record.firstSeenDate).toBe(firstDays.get(record.id));
  });

  test.each([
    ['a sort not offered', 'sort=lastSeen'],
    ['newInPeriod other than 0 or 1', 'newInPeriod=2'],
  ])('400 for %s', async (_label, query) => {
    const response = await post(`/api/v2/gallery/1/15?${query}`, [period]);
    expect(response.statusCode).toBe(400);
  });

  test('the API document describes sort and newInPeriod', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { post?: { parameters?: { name: string; description?: string }[] } }>;
    }>();
    const parameters = document.paths['/v2/gallery/{page}/{limit}']?.post?.parameters ?? [];
    expect(parameters.find((parameter) => parameter.name === 'sort')?.description).toMatch(/firstSeen/);
    expect(parameters.find((parameter) => parameter.name === 'newInPeriod')?.description).toMatch(/first day seen/);
  });
});
