import type { Queryable, SqlParam } from '../../db/database';
import { writeReferenceNames } from './reference-names';
import type { MarketData } from './generate-market';
import { SECTIONS } from './names';
import { INDUSTRIES } from './industries';
import { CATEGORIES, COUNTRIES, FORMATS, PLATFORMS, SOURCES, USD_RATES } from './reference-data';

/** Rows per insert: large enough to amortise the round trip, small enough for the parameter text. */
const SPOT_BATCH = 50_000;
const ROW_BATCH = 5_000;

type Column = { name: string; type: string; values: SqlParam[] };

/** One multi-row insert per batch through unnest(arrays): fast on PGlite and PostgreSQL alike. */
async function insertColumns(db: Queryable, table: string, columns: Column[], batch = ROW_BATCH): Promise<void> {
  const total = columns[0]?.values.length ?? 0;
  const names = columns.map((column) => column.name).join(', ');
  const arrays = columns.map((column, index) => `$${index + 1}::${column.type}[]`).join(', ');
  const sql = `insert into ${table} (${names}) select * from unnest(${arrays})`;
  for (let offset = 0; offset < total; offset += batch) {
    await db.query(
      sql,
      columns.map((column) => column.values.slice(offset, offset + batch) as SqlParam),
    );
  }
}

async function insertReference(db: Queryable, data: MarketData): Promise<void> {
  await insertColumns(db, 'countries', [
    { name: 'code', type: 'text', values: COUNTRIES.map((country) => country.code) },
    { name: 'name', type: 'text', values: COUNTRIES.map((country) => country.name) },
    { name: 'currency', type: 'text', values: COUNTRIES.map((country) => country.currency) },
  ]);
  const currencies = Object.keys(USD_RATES);
  await insertColumns(db, 'exchange_rates', [
    { name: 'currency', type: 'text', values: currencies },
    { name: 'usd_rate', type: 'numeric', values: currencies.map((code) => USD_RATES[code] ?? 1) },
    { name: 'as_of', type: 'date', values: currencies.map(() => data.options.until) },
  ]);
  const named = (table: string, rows: readonly { id: number; name: string }[]) =>
    insertColumns(db, table, [
      { name: 'id', type: 'int', values: rows.map((row) => row.id) },
      { name: 'name', type: 'text', values: rows.map((row) => row.name) },
    ]);
  await named(
    'industries',
    INDUSTRIES.map((industry, index) => ({ id: index + 1, name: industry.name })),
  );
  await named(
    'categories',
    CATEGORIES.map((name, index) => ({ id: index + 1, name })),
  );
  await named('platforms', PLATFORMS);
  await named('formats', FORMATS);
  await named('sources', SOURCES);
  await writeReferenceNames(db);
}

async function insertDimensions(db: Queryable, data: MarketData): Promise<void> {
  const { advertisers, products, publishers } = data;
  await insertColumns(db, 'advertisers', [
    { name: 'id', type: 'int', values: advertisers.map((row) => row.id) },
    { name: 'name', type: 'text', values: advertisers.map((row) => row.name) },
    { name: 'industry_id', type: 'int', values: advertisers.map((row) => row.industryId) },
  ]);
  await insertColumns(db, 'products', [
    { name: 'id', type: 'int', values: products.map((row) => row.id) },
    { name: 'name', type: 'text', values: products.map((row) => row.name) },
    { name: 'advertiser_id', type: 'int', values: products.map((row) => row.advertiserId) },
  ]);
  await insertColumns(db, 'publishers', [
    { name: 'id', type: 'int', values: publishers.map((row) => row.id) },
    { name: 'name', type: 'text', values: publishers.map((row) => row.name) },
    { name: 'country_code', type: 'text', values: publishers.map((row) => row.countryCode) },
    { name: 'url', type: 'text', values: publishers.map((row) => row.url) },
  ]);
  await insertColumns(db, 'audience_bands', [
    { name: 'country_code', type: 'text', values: data.audienceBands.map((row) => row.countryCode) },
    { name: 'advertiser_id', type: 'int', values: data.audienceBands.map((row) => row.advertiserId) },
    { name: 'label', type: 'text', values: data.audienceBands.map((row) => row.label) },
    { name: 'value', type: 'real', values: data.audienceBands.map((row) => row.value) },
  ]);
}

/** Only campaigns that were seen: first and last seen are the dates of their spots. */
async function insertCampaigns(db: Queryable, data: MarketData): Promise<void> {
  const seen = data.campaigns.filter((campaign) => (data.usage.spots[campaign.id] ?? 0) > 0);
  const day = (index: number | undefined) => data.days[index ?? 0] as string;
  await insertColumns(db, 'campaigns', [
    { name: 'id', type: 'int', values: seen.map((row) => row.id) },
    { name: 'advertiser_id', type: 'int', values: seen.map((row) => row.advertiserId) },
    { name: 'product_id', type: 'int', values: seen.map((row) => row.productId) },
    { name: 'industry_id', type: 'int', values: seen.map((row) => row.industryId) },
    { name: 'platform_id', type: 'int', values: seen.map((row) => row.platformId) },
    { name: 'format_id', type: 'int', values: seen.map((row) => row.formatId) },
    { name: 'category_id', type: 'int', values: seen.map((row) => row.categoryId) },
    { name: 'style', type: 'text', values: seen.map((row) => row.style) },
    { name: 'style_attributes', type: 'jsonb', values: seen.map((row) => JSON.stringify(row.styleAttributes)) },
    { name: 'creativity', type: 'text', values: seen.map((row) => row.creativity) },
    { name: 'screenshot', type: 'text', values: seen.map((row) => row.screenshot) },
    { name: 'first_seen', type: 'date', values: seen.map((row) => day(data.usage.firstDay[row.id])) },
    { name: 'last_seen', type: 'date', values: seen.map((row) => day(data.usage.lastDay[row.id])) },
  ]);
}

const SPOT_COLUMNS: readonly [string, string][] = [
  ['id', 'bigint'],
  ['date', 'date'],
  ['country_code', 'text'],
  ['campaign_id', 'int'],
  ['advertiser_id', 'int'],
  ['product_id', 'int'],
  ['industry_id', 'int'],
  ['publisher_id', 'int'],
  ['platform_id', 'int'],
  ['format_id', 'int'],
  ['source_id', 'int'],
  ['category_id', 'int'],
  ['amount', 'numeric'],
  ['prints', 'int'],
  ['viewability', 'real'],
  ['page_url', 'text'],
];

/** Spots in batches; the campaign's dimensions are copied onto each spot (the fact table). */
async function insertSpots(db: Queryable, data: MarketData): Promise<void> {
  const { spots, campaigns, publishers } = data;
  const names = SPOT_COLUMNS.map(([name]) => name).join(', ');
  const arrays = SPOT_COLUMNS.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
  const sql = `insert into spots (${names}) select * from unnest(${arrays})`;
  for (let offset = 0; offset < spots.count; offset += SPOT_BATCH) {
    const size = Math.min(SPOT_BATCH, spots.count - offset);
    const columns = SPOT_COLUMNS.map(() => new Array<string | number | null>(size));
    for (let i = 0; i < size; i += 1) {
      const row = offset + i;
      const campaign = campaigns[(spots.campaign[row] as number) - 1];
      const publisher = publishers[(spots.publisher[row] as number) - 1];
      if (!campaign || !publisher) throw new Error(`Spot ${row} refers to a missing campaign or publisher`);
      const article = spots.article[row] as number;
      const viewability = spots.viewability[row] as number;
      const values = [
        row + 1,
        data.days[spots.day[row] as number] as string,
        COUNTRIES[spots.country[row] as number]?.code as string,
        campaign.id,
        campaign.advertiserId,
        campaign.productId,
        campaign.industryId,
        publisher.id,
        campaign.platformId,
        campaign.formatId,
        spots.source[row] as number,
        campaign.categoryId,
        spots.amount[row] as number,
        spots.prints[row] as number,
        Number.isNaN(viewability) ? null : Math.round(viewability * 10) / 10,
        publisher.social
          ? `${publisher.url}/ads/${article}`
          : `${publisher.url}/${SECTIONS[article % SECTIONS.length]}/${article}`,
      ];
      values.forEach((value, column) => {
        (columns[column] as (string | number | null)[])[i] = value;
      });
    }
    await db.query(sql, columns as unknown as SqlParam[]);
  }
}

/**
 * Writes the market into empty market tables. Foreign-key triggers are skipped for the bulk
 * load when the role may (PGlite always; PostgreSQL as superuser): the generator builds the
 * references itself, and checking millions of them would double the load time.
 */
export async function loadMarket(db: Queryable, data: MarketData): Promise<void> {
  const { rows } = await db.query<{ superuser: boolean }>(
    'select rolsuper as superuser from pg_roles where rolname = current_user',
  );
  if (rows[0]?.superuser) await db.exec('set local session_replication_role = replica');
  await insertReference(db, data);
  await insertDimensions(db, data);
  await insertCampaigns(db, data);
  await insertSpots(db, data);
  if (rows[0]?.superuser) await db.exec('set local session_replication_role = origin');
  await db.exec('analyze');
}
