import type { FilterGroup, Language } from 'shared-contracts';
import type { Queryable } from '../../../db/database';
import { BREAKDOWN_NAMES } from '../../../lib/contracts';
import { REPORT_TEXTS } from './report-texts';
import { FILTER_GROUPS, type MarketSearch } from '../../market-search/market-search';
import { localizedName } from '../../market-search/localized-name';
import { FILTER_GROUP_COLUMNS } from '../../market-search/search-condition';

export interface SearchContext {
  countryName: string;
  currency: string;
  /** Lines for the report's heading. */
  lines: string[];
}

/** Names the search for a report's heading: country, range, filters by name (in `lang`), when it was made. */
export async function describeSearch(
  db: Queryable,
  search: MarketSearch,
  lang: Language,
  now = new Date(),
): Promise<SearchContext> {
  const { rows } = await db.query<{ name: string; currency: string }>(
    'select name, currency from countries where code = $1',
    [search.country],
  );
  const countryName = rows[0]?.name ?? search.country;
  const currency = rows[0]?.currency ?? 'USD';
  const texts = REPORT_TEXTS[lang].context;
  const filterLabels: Readonly<Record<FilterGroup, string>> = {
    ...BREAKDOWN_NAMES[lang],
    excludedPublishers: texts.excludedPublishers,
  };
  const lines = [texts.country(countryName, search.country), texts.range(search.since, search.until)];
  for (const group of FILTER_GROUPS) {
    const ids = search.filters[group];
    if (!ids?.length) continue;
    const { table } = FILTER_GROUP_COLUMNS[group];
    const label = filterLabels[group];
    const name = localizedName(table, 't', lang);
    const names = await db.query<{ name: string }>(
      `select ${name} as name from ${table} t where t.id = any($1::int[]) order by ${name}`,
      [ids],
    );
    lines.push(`${label}: ${names.rows.map((row) => row.name).join(', ') || ids.join(', ')}`);
  }
  lines.push(texts.generated(now.toISOString().slice(0, 16).replace('T', ' ')));
  return { countryName, currency, lines };
}
