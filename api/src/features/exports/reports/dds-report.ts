import type { Language } from 'shared-contracts';
import type { Queryable } from '../../../db/database';
import { localizedName } from '../../market-search/localized-name';
import { spotCondition } from '../../market-search/search-condition';
import { type MarketSearch } from '../../market-search/market-search';
import type { Cell, ReportSheet } from '../report-model';
import { REPORT_TEXTS } from './report-texts';

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

/**
 * 'Dds without capture': the spots of the searches that were captured without a screenshot, with
 * headers and platform, format and source names in `lang`.
 */
export async function spotsWithoutCapture(
  db: Queryable,
  searches: readonly MarketSearch[],
  lang: Language,
): Promise<ReportSheet> {
  const rows: Cell[][] = [];
  for (const search of searches) {
    const where = spotCondition(search);
    const result = await db.query<UncapturedRecord>(
      `select s.id::float8 as id, to_char(s.date, 'YYYY-MM-DD') as date, s.country_code as country,
              a.name as advertiser, pr.name as product, pub.name as publisher, s.page_url,
              ${localizedName('platforms', 'pl', lang)} as platform, ${localizedName('formats', 'f', lang)} as format,
              ${localizedName('sources', 'src', lang)} as source
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
  const { dds, headers } = REPORT_TEXTS[lang];
  const columns = [
    dds.spot,
    headers.date,
    dds.country,
    headers.advertiser,
    headers.product,
    dds.publisher,
    dds.pageUrl,
    headers.platform,
    headers.format,
    dds.source,
  ];
  return { name: dds.sheet, columns: columns.map((header) => ({ header, width: 16 })), rows };
}
