import type { ExportMailFilter, ExportMailRequest, FilterGroup, SnapType } from 'shared-contracts';
import { ExportCountries, ExportSearchFields, ExportSnapType } from 'shared-contracts/schemas';
import { GALLERY_SORTS } from '../../lib/contracts';
import { badRequest } from '../../lib/http-errors';
import { languageSchema } from '../../plugins/schemas';
import { FILTER_GROUPS, type MarketSearch } from '../market-search/market-search';

/** Repeated keys (`advertisers=1&advertisers=2`) arrive as a list, comma lists as one item. */
const idListParam = { type: 'array', items: { type: 'string', pattern: '^(\\d+(,\\d+)*)?$' }, maxItems: 500 } as const;

/**
 * The document's example export: four weeks of Argentina (Mexico beside it) whose filters all
 * hold one spot of the generated market (campaign 210), so that the example makes a file, not a 404.
 */
const EXAMPLE_FILTER_IDS: Readonly<Record<FilterGroup, number>> = {
  advertisers: 2,
  publishers: 5,
  industries: 5,
  products: 7,
  platforms: 1,
  formats: 2,
  categories: 4,
  sources: 1,
  excludedPublishers: 4,
};

const searchParams = {
  country: { ...ExportSearchFields.country, examples: ['AR'] },
  since: { ...ExportSearchFields.since, examples: ['2026/05/20'] },
  until: { ...ExportSearchFields.until, examples: ['2026/06/15'] },
  ...Object.fromEntries(
    FILTER_GROUPS.map((group) => [group, { ...idListParam, examples: [[String(EXAMPLE_FILTER_IDS[group])]] }]),
  ),
  type: { ...ExportSnapType, examples: ['advertisers'] },
  force: {
    type: 'integer',
    enum: [0, 1],
    examples: [0],
    description: 'Snapshots: accepted; every export is made afresh',
  },
  lang: languageSchema,
} as const;

/** `countries`, repeated keys, arrives as a list even when named once (Fastify coerces to arrays). */
export const exportQuerySchema = {
  type: 'object',
  properties: { ...searchParams, countries: { ...ExportCountries, examples: [['MX']] } },
  required: ['country', 'since', 'until'],
} as const;

/** The gallery download adds the page it shows; it stays one country. */
export const galleryExportQuerySchema = {
  type: 'object',
  properties: {
    ...searchParams,
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1, examples: [1] },
    limit: { type: 'integer', enum: [15, 20, 50], default: 15, examples: [15] },
    unique: { type: 'integer', enum: [0, 1], default: 0, examples: [0] },
    // The order and filter of the gallery on screen (gallery-schemas.ts).
    sort: { type: 'string', enum: [...GALLERY_SORTS], default: 'spots', examples: ['spots'] },
    newInPeriod: { type: 'integer', enum: [0, 1], default: 0, examples: [0] },
  },
  required: ['country', 'since', 'until'],
} as const;

export type ExportQuery = {
  country: string;
  /** The gallery export reads `country` only. */
  countries?: string[];
  since: string;
  until: string;
  type?: SnapType;
  force?: 0 | 1;
} & Partial<Record<FilterGroup, string[]>>;

/** yyyy/MM/dd or yyyy-MM-dd to yyyy-MM-dd, refusing days that do not exist. */
export function normaliseDate(value: string, name: string): string {
  const iso = value.replace(/\//g, '-');
  const parsed = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso) {
    throw badRequest(`${name} is not a valid date`);
  }
  return iso;
}

const MAX_ID = 2147483647;

function toIds(values: readonly (string | number)[]): number[] {
  const ids = [
    ...new Set(
      values
        .flatMap((value) => String(value).split(','))
        .filter(Boolean)
        .map(Number),
    ),
  ];
  // Ids are Postgres integers: a longer digit string is a bad request, not a database error.
  if (ids.some((id) => !Number.isSafeInteger(id) || id > MAX_ID)) throw badRequest('Filter ids must be integers');
  return ids;
}

/** The query of `GET /{type}/export/{format}` as a search (not yet authorised). */
export function searchFromQuery(query: ExportQuery): MarketSearch {
  const filters: MarketSearch['filters'] = {};
  for (const group of FILTER_GROUPS) {
    const ids = toIds(query[group] ?? []);
    if (ids.length > 0) filters[group] = ids;
  }
  return {
    country: query.country,
    since: normaliseDate(query.since, 'since'),
    until: normaliseDate(query.until, 'until'),
    filters,
  };
}

/** At least one: an export always holds `country`. */
export type Countries<T> = [T, ...T[]];

/** The countries a file holds: `country` first, then `countries` in their order, each once. */
export function exportCountries(country: string, countries: readonly string[] = []): Countries<string> {
  return [country, ...new Set(countries.filter((code) => code !== country))];
}

/** A search per country the export holds, each with the same period and filters (not yet authorised). */
export function countrySearchesFromQuery(query: ExportQuery): Countries<MarketSearch> {
  const search = searchFromQuery(query);
  const [first, ...others] = exportCountries(query.country, query.countries);
  return [{ ...search, country: first }, ...others.map((country) => ({ ...search, country }))];
}

function filterId(item: ExportMailFilter): string | number {
  return typeof item === 'object' ? item.id : item;
}

/** The mail body as a search per country, as the query's: each filter object contributes its id. */
export function countrySearchesFromMailBody(body: ExportMailRequest): Countries<MarketSearch> {
  const query: ExportQuery = { country: body.country, since: body.since, until: body.until };
  if (body.countries) query.countries = body.countries;
  for (const group of FILTER_GROUPS) {
    const items = body[group];
    if (items?.length) query[group] = items.map((item) => String(filterId(item)));
  }
  return countrySearchesFromQuery(query);
}
