import type { CountryCode } from '../countries';
import type { Language } from '../languages';
import { FILTER_GROUPS, type FilterGroup, type IsoDate, type SearchState } from '../search/search-state';
import type { ExportFormat, ExportType } from './catalog';

/**
 * The query of an export: the first selected country, the range as yyyy/MM/dd, the filter ids and
 * the language the report is written in (else the user's saved language). `countries`, when it
 * names more than `country`, asks for a file holding each of them (docs/product.md#exports).
 */
export type ExportQuery = {
  country: CountryCode;
  countries?: CountryCode[];
  since: string;
  until: string;
  lang?: Language;
} & Partial<Record<FilterGroup, number[]>>;

/** `/sov/export/excel`, … (a path under the API root). */
export function exportPath(type: ExportType, format: ExportFormat): string {
  return `/${type}/export/${format}`;
}

function toSlashDate(date: IsoDate): string {
  return date.replace(/-/g, '/');
}

/** Which of the search's countries an export holds: the first (the spec's export) or every selected one. */
export type ExportCountries = 'first' | 'all';

/**
 * The export query of the applied search (docs/product.md#exports): `country` is the first selected
 * country, `since`/`until` are yyyy/MM/dd, each filter group with ids is a list (repeated keys).
 * Holding `all` of a search of several countries adds them all as `countries`.
 * Null when no country is selected: there is nothing to export.
 */
export function toExportQuery(
  search: Pick<SearchState, 'countries' | 'startDate' | 'endDate' | 'advancedFilters'>,
  lang?: Language,
  holding: ExportCountries = 'first',
): ExportQuery | null {
  const country = search.countries[0];
  if (!country) return null;
  const query: ExportQuery = { country, since: toSlashDate(search.startDate), until: toSlashDate(search.endDate) };
  if (holding === 'all' && search.countries.length > 1) query.countries = [...search.countries];
  if (lang) query.lang = lang;
  for (const group of FILTER_GROUPS) {
    const ids = search.advancedFilters[group].map((item) => Number(item.id)).filter(Number.isInteger);
    if (ids.length > 0) query[group] = ids;
  }
  return query;
}
