import { COUNTRY_CURRENCY } from '../../lib/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CREATIVES_PATH, SLOGANS } from './creatives';
import { allocateSpots, daysBetween } from './calendar';
import { generateMarket } from './generate-market';
import { COUNTRIES, MARKET_START, USD_RATES } from './reference-data';
import { readMarketOptions } from './seed-market';
import { TEST_MARKET_OPTIONS } from './test-market';

describe('generateMarket', () => {
  const options = { spots: 3000, seed: 5, until: '2023-06-30' };

  test('is deterministic: same seed, same data; another seed, other data', () => {
    const first = generateMarket(options);
    const again = generateMarket(options);
    const other = generateMarket({ ...options, seed: 6 });

    expect(again.checksum).toBe(first.checksum);
    expect(other.checksum).not.toBe(first.checksum);
    expect(first.spots.count).toBe(3000);
    expect(first.days[0]).toBe('2023-01-01');
    expect(first.days.at(-1)).toBe('2023-06-30');
  });

  test('countries carry the decided currencies and every currency has a USD quote', () => {
    expect(COUNTRIES).toHaveLength(19);
    for (const country of COUNTRIES) {
      expect(country.currency).toBe(COUNTRY_CURRENCY[country.code as keyof typeof COUNTRY_CURRENCY]);
      expect(USD_RATES[country.currency]).toBeGreaterThan(0);
    }
  });
});

describe('generated creatives', () => {
  const market = generateMarket({ spots: 6000, seed: 11, until: '2023-12-31', advertisers: 60 });

  /** Every string of a creative: its media URLs, screenshot, links and texts. */
  function strings(value: unknown): string[] {
    if (typeof value === 'string') return [value];
    if (Array.isArray(value)) return value.flatMap(strings);
    if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
    return [];
  }
  const mediaKeys = new Set(['src', 'poster']);
  /** The URLs a browser loads to show the creative: media, images and posters. */
  function mediaUrls(value: unknown, key = ''): string[] {
    if (typeof value === 'string') return mediaKeys.has(key) ? [value] : [];
    if (Array.isArray(value)) return value.flatMap((item) => mediaUrls(item, key));
    if (value && typeof value === 'object')
      return Object.entries(value).flatMap(([name, item]) => mediaUrls(item, name));
    return [];
  }

  test('load nothing from another host: every media file, poster and screenshot is served by the API', () => {
    const styles = new Set(market.campaigns.map((campaign) => campaign.style));
    expect(styles.size).toBe(8);
    for (const campaign of market.campaigns) {
      const own = `${CREATIVES_PATH}${campaign.id}/`;
      const loaded = [campaign.creativity, campaign.screenshot, ...mediaUrls(campaign.styleAttributes)];
      for (const url of loaded) expect(url.startsWith(own)).toBe(true);
      // Links lead to the advertiser's site, never to a platform or a stock clip.
      const hosts = new Set(
        strings(campaign.styleAttributes)
          .filter((text) => /^https?:/.test(text))
          .map((link) => new URL(link).hostname),
      );
      expect(hosts.size).toBeLessThanOrEqual(1);
      for (const host of hosts)
        expect(host).not.toMatch(/(^|\.)(youtube|facebook|instagram|x|mozilla)\.(com|net|org)$/);
    }
    const videos = market.campaigns.flatMap((campaign) =>
      (campaign.styleAttributes.body?.media ?? []).filter((media) => media.format === 'video'),
    );
    expect(videos.length).toBeGreaterThan(0);
    for (const video of videos) expect(video.poster).toMatch(/\/creative\.svg$/);
  });

  test('speak the language of every country they run in: Spanish in Argentina, Portuguese in Brazil, English in the US', () => {
    const seen = new Map<string, Set<string>>();
    for (let row = 0; row < market.spots.count; row += 1) {
      const country = COUNTRIES[market.spots.country[row] as number];
      const campaign = market.campaigns[(market.spots.campaign[row] as number) - 1];
      if (!country || !campaign) throw new Error(`Spot ${row} has no country or campaign`);
      expect(campaign.language).toBe(country.language);
      const line = campaign.styleAttributes.text ?? campaign.styleAttributes.body?.text;
      if (line) expect(SLOGANS[country.language]).toContain(line);
      seen.set(country.code, (seen.get(country.code) ?? new Set()).add(campaign.language));
    }
    expect([...(seen.get('AR') ?? [])]).toEqual(['es']);
    expect([...(seen.get('BR') ?? [])]).toEqual(['pt']);
    expect([...(seen.get('US') ?? [])]).toEqual(['en']);
  });
});

describe('the template database market', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const rows = async <T>(sql: string) => (await testApp.db.query<T>(sql)).rows;
  const one = async (sql: string) => Number((await rows<{ n: number }>(sql))[0]?.n);

  test('holds exactly what the generator makes for the test options', async () => {
    const data = generateMarket(TEST_MARKET_OPTIONS);
    let prints = 0;
    let cents = 0;
    for (let row = 0; row < data.spots.count; row += 1) {
      prints += data.spots.prints[row] as number;
      cents += Math.round((data.spots.amount[row] as number) * 100);
    }

    expect(await one('select count(*) as n from spots')).toBe(TEST_MARKET_OPTIONS.spots);
    expect(await one('select sum(prints) as n from spots')).toBe(prints);
    expect(await one('select (sum(amount) * 100)::bigint as n from spots')).toBe(cents);
    expect(await one('select count(*) as n from campaigns')).toBe(data.usage.spots.filter((count) => count > 0).length);
  });

  test('references hold (the bulk load skips the foreign-key triggers)', async () => {
    expect(
      await one('select count(*) as n from spots s left join campaigns c on c.id = s.campaign_id where c.id is null'),
    ).toBe(0);
    expect(
      await one(
        'select count(*) as n from spots s left join publishers p on p.id = s.publisher_id and p.country_code = s.country_code where p.id is null',
      ),
    ).toBe(0);
    expect(
      await one(`select count(*) as n from spots s join campaigns c on c.id = s.campaign_id
      where (s.advertiser_id, s.product_id, s.industry_id, s.platform_id, s.format_id, s.category_id)
        <> (c.advertiser_id, c.product_id, c.industry_id, c.platform_id, c.format_id, c.category_id)`),
    ).toBe(0);
    expect(
      await one(`select count(*) as n from campaigns c join (select campaign_id, min(date) as first, max(date) as last from spots group by 1) s
      on s.campaign_id = c.id where s.first <> c.first_seen or s.last <> c.last_seen`),
    ).toBe(0);
  });

  test('dimensions: option sets with the spec ids, 25 industries, 400 advertisers, 20-60 publishers a country', async () => {
    expect(await rows('select id, name from platforms order by id')).toEqual([
      { id: 1, name: 'Desktop' },
      { id: 3, name: 'Social Media' },
      { id: 4, name: 'Web Mobile' },
    ]);
    expect((await rows<{ id: number }>('select id from formats order by id')).map((row) => row.id)).toEqual([
      1, 2, 4, 5, 6, 7, 8,
    ]);
    expect((await rows<{ id: number }>('select id from sources order by id')).map((row) => row.id)).toEqual([1, 2, 10]);
    expect(await one('select count(*) as n from industries')).toBe(25);
    expect(await one('select count(*) as n from categories')).toBe(12);
    expect(await one('select count(*) as n from advertisers')).toBe(400);
    expect(await one('select count(*) as n from exchange_rates')).toBe(new Set(Object.values(COUNTRY_CURRENCY)).size);
    const perCountry = await rows<{ n: number }>('select count(*)::int as n from publishers group by country_code');
    expect(perCountry).toHaveLength(19);
    for (const { n } of perCountry) expect(n >= 20 && n <= 60).toBe(true);
    const perAdvertiser = await rows<{ n: number }>('select count(*)::int as n from products group by advertiser_id');
    for (const { n } of perAdvertiser) expect(n >= 1 && n <= 6).toBe(true);
  });

  test('creatives: every style, the API image scheme (pre-rolls play its animated video), carousels and twitter types', async () => {
    expect(
      (await rows<{ style: string }>('select distinct style from campaigns order by 1')).map((row) => row.style),
    ).toEqual([
      'default',
      'facebook',
      'facebook-story-ad',
      'paute-facil',
      'peru-red',
      'twitter',
      'video',
      'youtube-pre-roll',
    ]);
    expect(
      await one(
        `select count(*) as n from campaigns where style = 'youtube-pre-roll' and creativity <> '${CREATIVES_PATH}' || id || '/video.svg'`,
      ),
    ).toBe(0);
    expect(
      await one(`select count(*) as n from campaigns where style <> 'youtube-pre-roll'
      and (creativity <> '/api/creatives/' || id || '/creative.svg' or screenshot <> '/api/creatives/' || id || '/screenshot.svg')`),
    ).toBe(0);
    expect(
      await one(`select count(*) as n from campaigns, jsonb_array_elements(style_attributes->'body'->'media') m
      where m->>'format' = 'carousel' and m->>'src' like '/api/creatives/' || id || '/slide-%.svg'`),
    ).toBeGreaterThan(0);
    expect(
      (
        await rows<{ type: string }>(
          "select distinct style_attributes->>'type' as type from campaigns where style = 'twitter' order by 1",
        )
      ).map((row) => row.type),
    ).toEqual(['profiles', 'simple', 'trends']);
    expect(
      await one(
        "select count(distinct country_code) as n from spots s join campaigns c on c.id = s.campaign_id where c.style in ('paute-facil', 'peru-red')",
      ),
    ).toBe(1);
  });

  test('spots: some viewability unmeasured, quieter Sundays, a long tail of advertisers', async () => {
    const nulls = await one('select count(*) as n from spots where viewability is null');
    expect(nulls).toBeGreaterThan(0);
    expect(nulls).toBeLessThan(TEST_MARKET_OPTIONS.spots / 2);
    const byWeekday = await rows<{ dow: number; n: number }>(
      'select extract(isodow from date)::int as dow, count(*)::int as n from spots group by 1',
    );
    const count = (dow: number) => byWeekday.find((row) => row.dow === dow)?.n ?? 0;
    expect(count(7)).toBeLessThan(count(2) * 0.85);
    const shares = await rows<{ n: number }>(
      'select count(*)::int as n from spots group by advertiser_id order by 1 desc',
    );
    expect(shares[0]?.n ?? 0).toBeGreaterThan(10 * (shares[Math.floor(shares.length / 2)]?.n ?? 0));
  });

  test('viewability differs by format, platform and publisher; a print costs what its country charges', async () => {
    const byFormat = await rows<{ id: number; v: number }>(
      'select format_id as id, avg(viewability)::float8 as v from spots group by 1',
    );
    const formatViewability = (id: number) => byFormat.find((row) => row.id === id)?.v ?? Number.NaN;
    // Video ADs against Standard ADs.
    expect(formatViewability(5) - formatViewability(2)).toBeGreaterThan(15);
    const byPlatform = await rows<{ id: number; v: number }>(
      'select platform_id as id, avg(viewability)::float8 as v from spots group by 1',
    );
    const platformViewability = (id: number) => byPlatform.find((row) => row.id === id)?.v ?? Number.NaN;
    // Web Mobile against Desktop.
    expect(platformViewability(4) - platformViewability(1)).toBeGreaterThan(5);
    const publishers = await rows<{ v: number }>(
      'select avg(viewability)::float8 as v from spots group by publisher_id having count(viewability) >= 50',
    );
    const spread = publishers.map((row) => row.v);
    expect(Math.max(...spread) - Math.min(...spread)).toBeGreaterThan(25);
    const cpmUsd = async (country: string) =>
      one(
        `select (sum(s.amount / r.usd_rate) * 1000 / sum(s.prints))::float8 as n
         from spots s join countries c on c.code = s.country_code join exchange_rates r on r.currency = c.currency
         where s.country_code = '${country}'`,
      );
    expect(await cpmUsd('US')).toBeGreaterThan(2 * (await cpmUsd('AR')));
  });

  test('audience bands only for MX AR CO PE CL BR, each advertiser adding to 100', async () => {
    expect(
      (await rows<{ c: string }>('select distinct country_code as c from audience_bands order by 1')).map(
        (row) => row.c,
      ),
    ).toEqual(['AR', 'BR', 'CL', 'CO', 'MX', 'PE']);
    const totals = await rows<{ total: number }>(
      "select sum(value)::float8 as total from audience_bands where label not like '%18+' group by country_code, advertiser_id",
    );
    for (const { total } of totals) expect(total).toBeCloseTo(100, 2);
  });
});

describe('the default market', () => {
  test('has thousands of spots in 15 days in the largest countries, Argentina 2,000 or more, any time of year', () => {
    const { spots } = readMarketOptions({});
    for (const until of ['2026-01-10', '2026-07-15', '2026-11-23']) {
      const days = daysBetween(MARKET_START, until);
      const counts = allocateSpots(days, MARKET_START, spots);
      const lastFifteenDays = (code: string) => {
        const country = COUNTRIES.findIndex((item) => item.code === code);
        let total = 0;
        for (let day = days.length - 15; day < days.length; day += 1)
          total += counts[day * COUNTRIES.length + country] ?? 0;
        return total;
      };
      expect(lastFifteenDays('AR')).toBeGreaterThanOrEqual(2000);
      expect(lastFifteenDays('BR')).toBeGreaterThan(lastFifteenDays('AR'));
      expect(lastFifteenDays('MX')).toBeGreaterThan(lastFifteenDays('AR'));
      expect(lastFifteenDays('UY')).toBeLessThan(lastFifteenDays('AR') / 3);
    }
  });
});
