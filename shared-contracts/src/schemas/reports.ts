import { Type, type Static } from 'typebox';
import { REPORT_FORMATS, REPORT_FREQUENCIES } from '../api/account';
import { COMPARE_ENTITIES } from '../api/compare';
import { SUPPORTED_COUNTRIES } from '../countries';
import { FILTER_GROUPS, type FilterGroup } from '../search/search-state';
import { CompareDimension } from './compare';
import { EXAMPLE_ADVERTISER, EXAMPLE_RIVAL, EXAMPLE_SEARCH } from './example-search';
import { FilterItem } from './filter-item';
import { Country } from './market-search';

const frequency = Type.Enum(REPORT_FREQUENCIES, { type: 'string' });
const formats = Type.Array(Type.Enum(REPORT_FORMATS, { type: 'string' }), { uniqueItems: true });
const isoDate = Type.String({ format: 'date' });
const dates = Type.Object({ startDate: isoDate, endDate: isoDate });
const name = Type.String({ maxLength: 200 });
const idList = Type.Optional(Type.Array(Type.Integer({ minimum: 0 }), { maxItems: 500 }));

/**
 * What a compare report compares (docs/decisions.md#compare-beyond-the-spec): the dimension and
 * 2 to 20 of its ids, in Compare's order (the first is "mine").
 */
export const SavedReportComparison = Type.Object(
  {
    dimension: CompareDimension,
    entities: Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), {
      minItems: COMPARE_ENTITIES.min,
      maxItems: COMPARE_ENTITIES.max,
      uniqueItems: true,
    }),
  },
  { additionalProperties: false },
);
export type SavedReportComparison = Static<typeof SavedReportComparison>;

/** The search a saved report replays. */
export const SavedReportParameters = Type.Object(
  {
    country: Country,
    /** '1' for the spec's reports (a search); 'compare' for a report saved on Compare, with `compare`. */
    page: Type.String({ maxLength: 40 }),
    countries: Type.Array(Country, { minItems: 1, maxItems: SUPPORTED_COUNTRIES.length, uniqueItems: true }),
    industries: idList,
    advertisers: idList,
    publishers: idList,
    excludedPublishers: idList,
    sources: idList,
    categories: idList,
    products: idList,
    formats: idList,
    platforms: idList,
    /** A compare report only (page 'compare'): what it compares. */
    compare: Type.Optional(SavedReportComparison),
  },
  {
    additionalProperties: false,
    description:
      "The search the report replays. Every country must be one of the caller's (403 otherwise). A report saved " +
      "on Compare has page 'compare' and `compare`: the dimension and 2 to 20 of its ids, each one that exists.",
  },
);
export type SavedReportParameters = Static<typeof SavedReportParameters>;

export const SavedReport = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  frequency,
  formats,
  enabled: Type.Boolean(),
  parameters: SavedReportParameters,
  filters: dates,
  dateCreated: Type.String({ format: 'date-time' }),
  lastModified: Type.String({ format: 'date-time' }),
});
export type SavedReport = Static<typeof SavedReport>;

/** `POST /v2/reports`. */
export const CreateReportRequest = Type.Object(
  {
    name,
    formats,
    frequency,
    parameters: SavedReportParameters,
    /**
     * The search's dates, kept for a report that is never sent. Scheduled reports ignore them:
     * their range is the frequency's window ending on the day of sending.
     */
    filters: Type.Optional(dates),
  },
  {
    examples: [
      {
        name: 'Vifudas in Argentina',
        formats: ['sov_excel'],
        frequency: 'weekly',
        parameters: {
          country: EXAMPLE_SEARCH.country,
          page: 'shareofvoice',
          countries: [EXAMPLE_SEARCH.country],
          advertisers: [EXAMPLE_ADVERTISER.id],
        },
        filters: { startDate: EXAMPLE_SEARCH.since, endDate: EXAMPLE_SEARCH.until },
      },
      {
        name: 'Vifudas against its rival',
        formats: ['sov_excel'],
        frequency: 'monthly',
        parameters: {
          country: EXAMPLE_SEARCH.country,
          page: 'compare',
          countries: [EXAMPLE_SEARCH.country],
          compare: { dimension: 'advertisers', entities: [EXAMPLE_ADVERTISER.id, EXAMPLE_RIVAL.id] },
        },
      },
    ],
  },
);
export type CreateReportRequest = Static<typeof CreateReportRequest>;

/** `PUT /v2/reports/{id}/edit`: the path names the report; an `id` in the body must be the same. */
export const EditReportBody = Type.Object(
  { id: Type.Optional(Type.Integer()), name, formats, frequency },
  { examples: [{ name: 'Vifudas in Argentina, monthly', formats: ['sov_pdf'], frequency: 'monthly' }] },
);

/** What the views send to `PUT /v2/reports/{id}/edit`: always the report's id. */
export type EditReportRequest = Static<typeof EditReportBody> & { id: number };

/** `POST /v2/reports/{id}/toggle`. */
export const ToggleReportRequest = Type.Object({ enabled: Type.Boolean() }, { examples: [{ enabled: false }] });
export type ToggleReportRequest = Static<typeof ToggleReportRequest>;

/** A filter group's items as the chips show them. */
const namedFilters = Type.Array(FilterItem);

/**
 * `GET /v2/reports/{id}/search`: the search a saved report opens (docs/product.md#saved-reports), its filter
 * ids named as the filter chips show them. 404 for an unknown id or someone else's report.
 */
export const SavedReportSearch = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  frequency,
  countries: Type.Array(Type.String()),
  /** The saved dates (a scheduled report's are the window of its last save). */
  startDate: Type.String(),
  endDate: Type.String(),
  /** Every filter group, empty when the report has none of it. */
  filters: Type.Object(
    Object.fromEntries(FILTER_GROUPS.map((group) => [group, namedFilters])) as Record<FilterGroup, typeof namedFilters>,
  ),
  /** The saved page: '1' for a search, 'compare' for a compare report. */
  page: Type.String(),
  /** A compare report only: what it compares, its entities named in the saved order (`SearchState.compare`). */
  compare: Type.Optional(Type.Object({ dimension: CompareDimension, entities: namedFilters })),
});
export type SavedReportSearch = Static<typeof SavedReportSearch>;
