import type { Queryable } from '../../../db/database';
import { spotCondition } from '../../market-search/search-condition';
import { type MarketSearch } from '../../market-search/market-search';
import type { Cell, ReportSheet } from '../report-model';

interface UncapturedRecord {
  id: number;
  date: string;
  country: string;
  advertiser: string;
  product: string;
  publisher: string;
  page_url: string;
  platform: string;
  format: string;
  source: string;
}

/** 'Dds without capture': the spots of the searches that were captured without a screenshot. */
export async function spotsWithoutCapture(db: Queryable, searches: readonly MarketSearch[]): Promise<ReportSheet> {
  const rows: Cell[][] = [];
  for (const search of searches) {
    const where = spotCondition(search);
    const result = await db.query<UncapturedRecord>(
      `select s.id::float8 as id, to_char(s.date, 'YYYY-MM-DD') as date, s.country_code as country,
              a.name as advertiser, pr.name as product, pub.name as publisher, s.page_url,
              pl.name as platform, f.name as format, src.name as source
       from spots s
       join advertisers a on a.id = s.advertiser_id
       join products pr on pr.id = s.product_id
       join publishers pub on pub.id = s.publisher_id
       join platforms pl on pl.id = s.platform_id
       join formats f on f.id = s.format_id
       join sources src on src.id = s.source_id
       where ${where.sql} and s.screenshot = ''
       order by s.date, s.id`,
      where.params,
    );
    for (const row of result.rows) {
      rows.push([
        row.id,
        row.date,
        row.country,
        row.advertiser,
        row.product,
        row.publisher,
        row.page_url,
        row.platform,
        row.format,
        row.source,
      ]);
    }
  }
  const headers = [
    'Spot',
    'Date',
    'Country',
    'Advertiser',
    'Product',
    'Publisher',
    'Page URL',
    'Platform',
    'Format',
    'Source',
  ];
  return { name: 'Spots without capture', columns: headers.map((header) => ({ header, width: 16 })), rows };
}
