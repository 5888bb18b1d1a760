import { Type, type Static } from 'typebox';
import { SUPPORTED_COUNTRIES } from '../countries';
import { FILTER_GROUPS, type FilterGroup } from '../search/search-state';
import { EXAMPLE_ADVERTISER, EXAMPLE_SEARCH } from './example-search';

/** The example search as the export page sends it: dates written yyyy/MM/dd, as the spec does. */
const EXAMPLE_EXPORT_SEARCH = {
  country: EXAMPLE_SEARCH.country,
  since: EXAMPLE_SEARCH.since.replaceAll('-', '/'),
  until: EXAMPLE_SEARCH.until.replaceAll('-', '/'),
};

/** `GET /{type}/export/{format}` and `GET /gallery/export/pdf`: where the file is. */
export const ExportLinkResponse = Type.Object({
  _links: Type.Object({
    self: Type.Object({ href: Type.String({ description: 'Download URL, valid 15 minutes, no token needed' }) }),
  }),
});
export type ExportLinkResponse = Static<typeof ExportLinkResponse>;

/** The mail variant's and 'dds without capture''s answer: the e-mail is in the outbox. */
export const ReportRequestedResponse = Type.Object({
  status: Type.Enum(['ok'], { type: 'string' }),
  message: Type.Optional(Type.String()),
});
export type ReportRequestedResponse = Static<typeof ReportRequestedResponse>;

/** The spec writes export dates yyyy/MM/dd; yyyy-MM-dd is accepted too. */
const ExportDay = Type.String({ pattern: '^\\d{4}[-/]\\d{2}[-/]\\d{2}$', description: 'yyyy/MM/dd (or yyyy-MM-dd)' });

/**
 * The first selected country. The API accepts the product's countries only (400 otherwise); the
 * type stays a string, which is what the export page reads from its address.
 */
const ExportCountry = Type.Unsafe<string>({
  type: 'string',
  enum: [...SUPPORTED_COUNTRIES],
  description: 'The first selected country',
});

/** The search of an export: the API's export query takes these three too. */
export const ExportSearchFields = { country: ExportCountry, since: ExportDay, until: ExportDay };

/**
 * The countries a file holds when it holds more than the first (a sheet or a section each):
 * `country` first, then these in their order, each once.
 */
export const ExportCountries = Type.Optional(
  Type.Array(ExportCountry, {
    maxItems: SUPPORTED_COUNTRIES.length,
    description: 'Every country the file holds, after `country` (a sheet or section each)',
  }),
);

/** Snapshots only: the breakdown. */
export const ExportSnapType = Type.Enum(['industries', 'advertisers', 'publishers'], {
  type: 'string',
  description: 'Snapshots: the breakdown (default industries)',
});

const DigitString = Type.String({ pattern: '^\\d+$' });

/** A filter object ({id, label, value}: only its id is read, other keys are ignored) or a bare id. */
export const ExportMailFilter = Type.Union([
  Type.Object({ id: Type.Union([Type.Integer({ minimum: 0 }), DigitString]) }),
  Type.Integer({ minimum: 0 }),
  DigitString,
]);
export type ExportMailFilter = Static<typeof ExportMailFilter>;

const MailFilters = Type.Optional(Type.Array(ExportMailFilter, { maxItems: 500 }));

/**
 * `POST /{type}/export/{format}/mail`: the export page's mail variant. The filter groups carry
 * the filter objects themselves (a bare id is accepted too).
 */
export const ExportMailRequest = Type.Object(
  {
    ...ExportSearchFields,
    countries: ExportCountries,
    type: Type.Optional(ExportSnapType),
    ...(Object.fromEntries(FILTER_GROUPS.map((group) => [group, MailFilters])) as Record<
      FilterGroup,
      typeof MailFilters
    >),
  },
  {
    examples: [{ ...EXAMPLE_EXPORT_SEARCH, countries: ['MX'], type: 'advertisers', advertisers: [EXAMPLE_ADVERTISER] }],
  },
);
export type ExportMailRequest = Static<typeof ExportMailRequest>;

/** `POST /v2/ddsWithoutCapture` (super admin): one object, the search of the CSV. */
export const DdsWithoutCaptureRequest = Type.Array(Type.Object(ExportSearchFields), {
  minItems: 1,
  maxItems: SUPPORTED_COUNTRIES.length,
  examples: [[EXAMPLE_EXPORT_SEARCH]],
});
export type DdsWithoutCaptureRequest = Static<typeof DdsWithoutCaptureRequest>;
