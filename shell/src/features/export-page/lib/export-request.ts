import {
  FILTER_GROUPS,
  type ExportFormat,
  type ExportMailRequest,
  type ExportType,
  type SearchState,
} from 'shared-contracts';
import { snapshotExportSearch } from '../../search';

/** The exports and formats of the mail variant (the saved reports' formats, CSV for single tables). */
const EXPORT_FORMATS_BY_TYPE: Readonly<Record<ExportType, readonly ExportFormat[]>> = {
  snapshots: ['pdf', 'excel'],
  sov: ['excel', 'pdf'],
  soi: ['excel', 'pdf'],
  campaign_details: ['excel', 'csv'],
  campaign_rts: ['excel', 'csv'],
};

const SNAP_TYPES = ['industries', 'advertisers', 'publishers'] as const;
const EXPORT_DAY = /^\d{4}[-/]\d{2}[-/]\d{2}$/;

function isExportType(value: string | undefined): value is ExportType {
  return value !== undefined && Object.hasOwn(EXPORT_FORMATS_BY_TYPE, value);
}

export interface ExportPageRequest {
  type: ExportType;
  format: ExportFormat;
  body: ExportMailRequest;
}

/**
 * What the export page asks for (docs/product.md#exports): the type and format of the path, and from the
 * query the country, since, until, the repeated filter ids (sent as filter objects) and the
 * repeated countries of a file holding several. Null when the path or query cannot make a request.
 */
export function parseExportRequest(
  type: string | undefined,
  format: string | undefined,
  query: URLSearchParams,
): ExportPageRequest | null {
  if (!isExportType(type)) return null;
  const exportFormat = EXPORT_FORMATS_BY_TYPE[type].find((offered) => offered === format);
  const country = query.get('country');
  const since = query.get('since');
  const until = query.get('until');
  if (!exportFormat || !country || !since || !until || !EXPORT_DAY.test(since) || !EXPORT_DAY.test(until)) return null;
  const body: ExportMailRequest = { country, since, until };
  const countries = query.getAll('countries').filter(Boolean);
  if (countries.length > 0) body.countries = countries;
  for (const group of FILTER_GROUPS) {
    const ids = query.getAll(group).map(Number).filter(Number.isInteger);
    if (ids.length > 0) body[group] = ids.map((id) => ({ id }));
  }
  const snapType = SNAP_TYPES.find((candidate) => candidate === query.get('type'));
  if (type === 'snapshots' && snapType) body.type = snapType;
  return { type, format: exportFormat, body };
}

/** The export each page offers in the sidebar (its Excel report). */
function exportTypeOfPage(page: string | null): ExportType {
  switch (page) {
    case 'investment':
      return 'soi';
    case 'snapshots':
      return 'snapshots';
    case 'campaigns':
    case 'spotslist':
      return 'campaign_details';
    default:
      return 'sov';
  }
}

/**
 * /dashboard/export/{type}/excel with the search `page` shows as its query; null without a country.
 * A search of several countries asks for a file holding each (`countries`). The snapshot's
 * quick-search name goes in its type's group, as in the page and its PDF.
 */
export function exportPageLink(
  page: string | null,
  applied: Pick<SearchState, 'countries' | 'startDate' | 'endDate' | 'advancedFilters' | 'snapType' | 'snapFilter'>,
): string | null {
  const country = applied.countries[0];
  if (!country) return null;
  const type = exportTypeOfPage(page);
  const search = type === 'snapshots' ? snapshotExportSearch(applied) : applied;
  const query = new URLSearchParams({ country, since: search.startDate, until: search.endDate });
  if (search.countries.length > 1) search.countries.forEach((code) => query.append('countries', code));
  for (const group of FILTER_GROUPS) {
    search.advancedFilters[group].forEach((item) => query.append(group, String(item.id)));
  }
  if (type === 'snapshots') query.set('type', search.snapType);
  return `/dashboard/export/${type}/excel?${query.toString()}`;
}

/** The countries an export page link asks for: its `countries`, else its one `country`. */
export function exportLinkCountries(link: string): string[] {
  const query = new URL(link, 'http://localhost').searchParams;
  const countries = query.getAll('countries');
  const country = query.get('country');
  return countries.length > 0 ? countries : country ? [country] : [];
}
