import type { Language } from 'shared-contracts';
import type { Queryable } from '../../../db/database';
import { localizedName } from '../../market-search/localized-name';
import { findCards } from '../../gallery/gallery-repository';
import { spotCondition } from '../../market-search/search-condition';
import { type MarketSearch } from '../../market-search/market-search';
import type { Cell, Report } from '../report-model';
import { REPORT_TEXTS } from './report-texts';
import { describeSearch } from './search-context';

/** Campaign Details: one row per campaign of the search, the gallery's card as columns. */
export async function campaignDetailsReport(
  db: Queryable,
  search: MarketSearch,
  lang: Language,
  creativeLink: (address: string) => string,
): Promise<Report> {
  const context = await describeSearch(db, search, lang);
  const cards = await findCards(db, { search, unique: false, offset: 0, limit: null, lang });
  const { titles, sheets: sheetNames, headers } = REPORT_TEXTS[lang];
  return {
    title: titles.campaignDetails,
    context: context.lines,
    aboutSheet: sheetNames.about,
    fileBase: `campaign-details-${search.country}-${search.since}-${search.until}`,
    sheets: [
      {
        name: sheetNames.campaigns,
        columns: [
          { header: headers.campaign, width: 10 },
          { header: headers.advertiser, width: 26 },
          { header: headers.product, width: 26 },
          { header: headers.industry, width: 20 },
          { header: headers.category, width: 18 },
          { header: headers.platform, width: 14 },
          { header: headers.format, width: 16 },
          { header: headers.style, width: 16 },
          { header: headers.spots, width: 10, numFmt: '#,##0' },
          { header: headers.pViewability, width: 12, numFmt: '0.00' },
          { header: headers.firstSeen, width: 12 },
          { header: headers.lastSeenOn, width: 24 },
          { header: headers.lastSeen, width: 12 },
          { header: headers.lastSeenUrl, width: 40 },
          { header: headers.creative, width: 40 },
        ],
        rows: cards.map((card): Cell[] => [
          card.id,
          card.advertiser,
          card.product,
          card.industry,
          card.category,
          card.platform,
          card.format,
          card.style,
          card.spots,
          card.pViewability,
          card.firstSeenDate,
          card.lastSeen,
          card.lastSeenDate,
          card.lastSeenUrl,
          creativeLink(card.creativity),
        ]),
      },
    ],
  };
}

interface DailyCampaignRecord {
  date: string;
  campaign_id: number;
  advertiser: string;
  product: string;
  format: string;
  platform: string;
  spots: number;
  prints: number;
  amount: number;
}

/**
 * Campaign Details RTS: investment per campaign broken into one-day ranges (a row per campaign
 * and day), over a range of at least 15 days (docs/decisions.md).
 */
export async function campaignRtsReport(db: Queryable, search: MarketSearch, lang: Language): Promise<Report> {
  const context = await describeSearch(db, search, lang);
  const where = spotCondition(search);
  const format = localizedName('formats', 'f', lang);
  const platform = localizedName('platforms', 'pl', lang);
  const { rows } = await db.query<DailyCampaignRecord>(
    `select to_char(s.date, 'YYYY-MM-DD') as date, s.campaign_id, a.name as advertiser, pr.name as product,
            ${format} as format, ${platform} as platform, count(*)::int as spots,
            sum(s.prints)::float8 as prints, sum(s.amount)::float8 as amount
     from spots s
     join advertisers a on a.id = s.advertiser_id
     join products pr on pr.id = s.product_id
     join formats f on f.id = s.format_id
     join platforms pl on pl.id = s.platform_id
     where ${where.sql}
     group by s.date, s.campaign_id, a.name, pr.name, ${format}, ${platform}
     order by s.date, amount desc, s.campaign_id`,
    where.params,
  );
  const { titles, sheets: sheetNames, headers } = REPORT_TEXTS[lang];
  return {
    title: titles.campaignRts,
    context: context.lines,
    aboutSheet: sheetNames.about,
    fileBase: `campaign-rts-${search.country}-${search.since}-${search.until}`,
    sheets: [
      {
        name: sheetNames.investmentByDay,
        columns: [
          { header: headers.date, width: 12 },
          { header: headers.campaign, width: 10 },
          { header: headers.advertiser, width: 26 },
          { header: headers.product, width: 26 },
          { header: headers.format, width: 16 },
          { header: headers.platform, width: 14 },
          { header: headers.spots, width: 10, numFmt: '#,##0' },
          { header: headers.prints, width: 12, numFmt: '#,##0' },
          { header: headers.amount(context.currency), width: 16, numFmt: '#,##0.00' },
        ],
        rows: rows.map((row): Cell[] => [
          row.date,
          row.campaign_id,
          row.advertiser,
          row.product,
          row.format,
          row.platform,
          row.spots,
          row.prints,
          row.amount,
        ]),
      },
    ],
  };
}
