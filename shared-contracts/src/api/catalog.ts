/** `GET /v2/autocomplete/{type}?q=&country=&page=&per_page=50`. */
export interface AutocompleteResponse {
  results: { id: number; text: string }[];
  pagination: { more: boolean };
}

export const AUTOCOMPLETE_PAGE_SIZE = 50;

/** `GET /v2/list/industries`. */
export type IndustriesResponse = { id: number; name: string }[];

/** Fixed option sets (spec 2 section 3). */
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

/** The API's answer when a query has no rows (spec 2 section 8), kept as written. */
export const NO_DATA_MESSAGE = 'No data available. Try with other criteria.';
