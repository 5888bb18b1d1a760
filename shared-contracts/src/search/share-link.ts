import dayjs from 'dayjs';
import { isCountryCode, type CountryCode } from '../countries';
import { readCompareSelection, type CompareSelection } from './compare-selection';
import {
  DATE_FORMAT,
  emptyFilterGroups,
  FILTER_GROUPS,
  SEARCH_TABS,
  type FilterGroups,
  type FilterItem,
  type IsoDate,
  type SearchState,
  type SnapType,
} from './search-state';

/** The part of a search a share link (and the new-tab hand-off) carries. */
export interface SharedSearch {
  countries: CountryCode[];
  startDate: IsoDate;
  endDate: IsoDate;
  selectedTab: number;
  advancedFilters: FilterGroups;
  /** Snapshots only: present when the link was shared from Snapshots. */
  snapType?: SnapType;
  snapFilter?: FilterItem | null;
  /** Compare only: present when the link was shared from Compare. */
  compare?: CompareSelection;
}

/** The query parameters of a share link besides one per filter group (docs/product.md#share-links). */
export const SHARE_LINK_PARAMS = {
  countries: 'countries',
  from: 'from',
  to: 'to',
  tab: 'tab',
  snapType: 'snapType',
  snapFilter: 'snapFilter',
  compare: 'compare',
  compared: 'compared',
} as const;

/** Lists in a share link are joined with double commas (docs/product.md#share-links). */
export const SHARE_LINK_SEPARATOR = ',,';

/** Which part of a share link could not be read. */
export type ShareLinkError = 'countries' | 'dates' | 'tab' | 'filters' | 'snapshot' | 'compare';

export type ShareLinkResult = { ok: true; search: SharedSearch } | { ok: false; error: ShareLinkError };

const SNAP_TYPES: readonly SnapType[] = ['industries', 'advertisers', 'publishers'];
/** A bound on what a pasted link may carry, so a hostile link cannot stall the page. */
const MAX_ITEMS_PER_GROUP = 500;

export interface EncodeShareLinkOptions {
  /** Add the snap type and snap filter (links shared from Snapshots). */
  snapshot?: boolean;
  /** Add what is compared (links shared from Compare). */
  compare?: boolean;
}

/**
 * The query string (without `?`) of a share link: countries joined with double commas, `from`
 * and `to` as yyyy-MM-dd, `tab`, each filter group with items as JSON joined with double commas,
 * on Snapshots `snapType` and `snapFilter`, and on Compare `compare` (the dimension) and
 * `compared` (the entities, as a filter group). Separators stay literal; values
 * are URI-encoded.
 */
export function encodeShareLink(
  search: Pick<SearchState, 'countries' | 'startDate' | 'endDate' | 'selectedTab' | 'advancedFilters'> &
    Partial<Pick<SearchState, 'snapType' | 'snapFilter' | 'compare'>>,
  options: EncodeShareLinkOptions = {},
): string {
  const parts = [
    `${SHARE_LINK_PARAMS.countries}=${search.countries.map(encodeURIComponent).join(SHARE_LINK_SEPARATOR)}`,
    `${SHARE_LINK_PARAMS.from}=${search.startDate}`,
    `${SHARE_LINK_PARAMS.to}=${search.endDate}`,
    `${SHARE_LINK_PARAMS.tab}=${search.selectedTab}`,
  ];
  for (const group of FILTER_GROUPS) {
    const items = search.advancedFilters[group];
    if (items.length === 0) continue;
    parts.push(`${group}=${itemList(items)}`);
  }
  if (options.snapshot) {
    parts.push(`${SHARE_LINK_PARAMS.snapType}=${search.snapType ?? 'industries'}`);
    if (search.snapFilter)
      parts.push(`${SHARE_LINK_PARAMS.snapFilter}=${encodeURIComponent(itemJson(search.snapFilter))}`);
  }
  if (options.compare && search.compare) {
    parts.push(`${SHARE_LINK_PARAMS.compare}=${search.compare.dimension}`);
    if (search.compare.entities.length > 0)
      parts.push(`${SHARE_LINK_PARAMS.compared}=${itemList(search.compare.entities)}`);
  }
  return parts.join('&');
}

function itemList(items: readonly FilterItem[]): string {
  return items.map((item) => encodeURIComponent(itemJson(item))).join(SHARE_LINK_SEPARATOR);
}

function itemJson(item: FilterItem): string {
  return JSON.stringify({ id: item.id, label: item.label, value: item.value });
}

function toParams(query: string | URLSearchParams): URLSearchParams {
  return typeof query === 'string' ? new URLSearchParams(query.replace(/^\?/, '')) : query;
}

/** Whether a query string is meant as a share link (it names countries or a period). */
export function isShareLinkQuery(query: string | URLSearchParams): boolean {
  const params = toParams(query);
  return [SHARE_LINK_PARAMS.countries, SHARE_LINK_PARAMS.from, SHARE_LINK_PARAMS.to].some((key) => params.has(key));
}

/** Reads a share link's query; any part that does not read as written makes the whole link fail. */
export function decodeShareLink(query: string | URLSearchParams): ShareLinkResult {
  const params = toParams(query);
  const countries = readCountries(params.get(SHARE_LINK_PARAMS.countries));
  if (!countries) return { ok: false, error: 'countries' };
  const startDate = readDate(params.get(SHARE_LINK_PARAMS.from));
  const endDate = readDate(params.get(SHARE_LINK_PARAMS.to));
  if (!startDate || !endDate || startDate > endDate) return { ok: false, error: 'dates' };
  const selectedTab = readTab(params.get(SHARE_LINK_PARAMS.tab));
  if (selectedTab === null) return { ok: false, error: 'tab' };
  const advancedFilters = emptyFilterGroups();
  for (const group of FILTER_GROUPS) {
    const items = readItems(params.get(group));
    if (!items) return { ok: false, error: 'filters' };
    advancedFilters[group] = items;
  }
  const search: SharedSearch = { countries, startDate, endDate, selectedTab, advancedFilters };
  const snapType = params.get(SHARE_LINK_PARAMS.snapType);
  const snapFilter = params.get(SHARE_LINK_PARAMS.snapFilter);
  if (snapType !== null) {
    if (!(SNAP_TYPES as readonly string[]).includes(snapType)) return { ok: false, error: 'snapshot' };
    search.snapType = snapType as SnapType;
    search.snapFilter = null;
  }
  if (snapFilter) {
    const item = parseItem(snapFilter);
    if (!item || snapType === null) return { ok: false, error: 'snapshot' };
    search.snapFilter = item;
  }
  const compareDimension = params.get(SHARE_LINK_PARAMS.compare);
  if (compareDimension !== null) {
    const entities = readItems(params.get(SHARE_LINK_PARAMS.compared));
    const compare = entities && readCompareSelection({ dimension: compareDimension, entities });
    if (!compare) return { ok: false, error: 'compare' };
    search.compare = compare;
  } else if (params.has(SHARE_LINK_PARAMS.compared)) {
    return { ok: false, error: 'compare' };
  }
  return { ok: true, search };
}

function readCountries(value: string | null): CountryCode[] | null {
  if (!value) return null;
  const codes = value.split(SHARE_LINK_SEPARATOR);
  if (!codes.every(isCountryCode)) return null;
  return [...new Set(codes as CountryCode[])];
}

function readDate(value: string | null): IsoDate | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  // dayjs rolls 2024-02-31 over to March: only a day that formats back to itself exists.
  return dayjs(value).format(DATE_FORMAT) === value ? value : null;
}

function readTab(value: string | null): number | null {
  if (value === null || value === '') return 0;
  if (!/^\d+$/.test(value)) return null;
  const tab = Number(value);
  return tab < SEARCH_TABS.length ? tab : null;
}

function readItems(value: string | null): FilterItem[] | null {
  if (value === null || value === '') return [];
  const pieces = splitJsonList(value);
  if (!pieces || pieces.length > MAX_ITEMS_PER_GROUP) return null;
  const items: FilterItem[] = [];
  for (const piece of pieces) {
    const item = parseItem(piece);
    if (!item) return null;
    if (!items.some((known) => String(known.id) === String(item.id))) items.push(item);
  }
  return items;
}

function parseItem(text: string): FilterItem | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { id, label, value: itemValue } = value as Record<string, unknown>;
  const validId = (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id !== '');
  if (!validId || typeof label !== 'string' || label === '') return null;
  if (itemValue !== undefined && typeof itemValue !== 'string') return null;
  return { id: id as number | string, label, value: itemValue ?? String(id) };
}

/**
 * Splits `{…},,{…}` at the separators that lie outside JSON strings and brackets, so a label
 * that itself holds two commas does not cut its item in half.
 */
function splitJsonList(text: string): string[] | null {
  const pieces: string[] = [];
  let depth = 0;
  let inString = false;
  let escaped = false;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '{' || char === '[') depth += 1;
    else if (char === '}' || char === ']') depth -= 1;
    else if (depth === 0 && text.startsWith(SHARE_LINK_SEPARATOR, index)) {
      pieces.push(text.slice(start, index));
      start = index + SHARE_LINK_SEPARATOR.length;
      index += SHARE_LINK_SEPARATOR.length - 1;
    }
    if (depth < 0) return null;
  }
  if (inString || depth !== 0) return null;
  pieces.push(text.slice(start));
  return pieces;
}
