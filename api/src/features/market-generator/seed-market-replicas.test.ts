import { createTestDatabase } from '../../testing/database-template';
import { seedMarketIfEmpty } from './seed-market';

describe('seeding the market from several replicas at once', () => {
  test('one seeds, the others find it seeded', async () => {
    const db = await createTestDatabase();
    try {
      await db.exec(
        'truncate countries, industries, advertisers, products, publishers, platforms, formats, sources, categories, campaigns, spots, audience_bands, exchange_rates, market_rollups, market_daily, market_monthly, market_daily_trend, market_presence restart identity cascade',
      );
      const options = { spots: 2_000, seed: 7, until: '2026-06-30' };

      const reports = await Promise.all([seedMarketIfEmpty(db, options), seedMarketIfEmpty(db, options)]);

      expect(reports.filter((report) => report !== null)).toHaveLength(1);
      const { rows } = await db.query<{ n: number }>('select count(*)::int as n from spots');
      expect(rows[0]?.n).toBe(reports.find((report) => report !== null)?.spots);
    } finally {
      await db.close();
    }
  });
});
