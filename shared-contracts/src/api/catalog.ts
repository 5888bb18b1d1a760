/** `GET /v2/autocomplete/{type}?q=&country=&page=&per_page=50`. */
export interface AutocompleteResponse {
  results: { id: number; text: string }[];
  pagination: { more: boolean };
}

export const AUTOCOMPLETE_PAGE_SIZE = 50;

/** `GET /v2/list/industries`. */
export type IndustriesResponse = { id: number; name: string }[];

/** Fixed option sets (docs/product.md#filters). */
export const SOURCE_OPTIONS = [
  { id: 1, label: 'Direct' },
  { id: 2, label: 'Programmatic' },
  { id: 10, label: 'AppNexus' },
] as const;

export const FORMAT_OPTIONS = [
  { id: 1, label: 'Text ADs' },
  { id: 2, label: 'Standard ADs' },
  { id: 4, label: 'Rich Media ADs' },
  { id: 5, label: 'Video ADs' },
  { id: 6, label: 'Social ADs' },
  { id: 7, label: 'Native ADs' },
  { id: 8, label: 'Native Video ADs' },
] as const;

export const PLATFORM_OPTIONS = [
  { id: 1, label: 'Desktop' },
  { id: 3, label: 'Social Media' },
  { id: 4, label: 'Web Mobile' },
] as const;

/** `GET /{type}/export/{format}` and `GET /gallery/export/pdf`: where the file is. */
export interface ExportLinkResponse {
  _links: { self: { href: string } };
}

/** The API's answer when a query has no rows (docs/product.md#data-views), kept as written. */
export const NO_DATA_MESSAGE = 'No data available. Try with other criteria.';

/** What `GET /{type}/export/{format}` exports (docs/product.md#exports; the saved reports' formats). */
export type ExportType = 'snapshots' | 'sov' | 'soi' | 'campaign_details' | 'campaign_rts';

export type ExportFormat = 'excel' | 'pdf' | 'csv';

/**
 * `POST /{type}/export/{format}/mail`: the export page's mail variant. The filter groups carry
 * the filter objects themselves ({id, label, value}; a bare id is accepted too).
 */
export interface ExportMailRequest {
  country: string;
  /** yyyy-MM-dd (yyyy/MM/dd accepted). */
  since: string;
  until: string;
  /** Snapshots only: the breakdown. */
  type?: 'industries' | 'advertisers' | 'publishers';
  industries?: ExportMailFilter[];
  advertisers?: ExportMailFilter[];
  publishers?: ExportMailFilter[];
  excludedPublishers?: ExportMailFilter[];
  sources?: ExportMailFilter[];
  categories?: ExportMailFilter[];
  products?: ExportMailFilter[];
  formats?: ExportMailFilter[];
  platforms?: ExportMailFilter[];
}

export type ExportMailFilter = { id: number | string; label?: string; value?: string } | number | string;

/** `POST /v2/ddsWithoutCapture` (super admin): one object, the search of the CSV. */
export type DdsWithoutCaptureRequest = { country: string; since: string; until: string }[];

/** The mail variant's and 'dds without capture''s answer: the e-mail is in the outbox. */
export interface ReportRequestedResponse {
  status: 'ok';
  message?: string;
}

/** The client's fallback when 'dds without capture' fails without a message (docs/product.md#exports). */
export const DDS_FAILURE_MESSAGE = 'Error al solicitar el reporte';
